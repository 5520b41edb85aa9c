import { PHONE_QUERY } from '../lib/use-media-query';
import { DESKTOP_WIDTH, PHONE_WIDTH, TABLET_WIDTH, guessViewportWidth, widthQueryMatches } from './device';

describe('the server guesses the window width from the device', () => {
  it.each([
    // Lighthouse's mobile profile (a Moto G Power) and an iPhone are phones.
    ['Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36', PHONE_WIDTH],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', PHONE_WIDTH],
    // An Android tablet says Android without Mobile; an iPad says iPad.
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', TABLET_WIDTH],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', TABLET_WIDTH],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', DESKTOP_WIDTH],
    [null, DESKTOP_WIDTH],
  ])('%s is %i px wide', (agent, width) => {
    expect(guessViewportWidth(agent)).toBe(width);
  });

  it('answers the width media queries the shell uses for that width', () => {
    expect(widthQueryMatches(PHONE_QUERY, PHONE_WIDTH)).toBe(true);
    expect(widthQueryMatches(PHONE_QUERY, 1023)).toBe(true);
    expect(widthQueryMatches(PHONE_QUERY, 1024)).toBe(false);
    expect(widthQueryMatches('(min-width: 640px) and (max-width: 1023.98px)', TABLET_WIDTH)).toBe(true);
    expect(widthQueryMatches('(min-width: 640px) and (max-width: 1023.98px)', DESKTOP_WIDTH)).toBe(false);
    // Not a width query: the server cannot know, so it says no (as a browser without matchMedia).
    expect(widthQueryMatches('(prefers-reduced-motion: reduce)', PHONE_WIDTH)).toBe(false);
  });
});
