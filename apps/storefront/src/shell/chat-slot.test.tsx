import { render, screen } from '@testing-library/react';
import { ChatAvailability, chatScripts, loadChatScript } from './chat-slot';

describe('the two customer-chat slots (docs/behaviour.md §2.13)', () => {
  afterEach(() => document.querySelectorAll('script[data-chat-widget]').forEach((script) => script.remove()));

  it('lists only the configured scripts, slot 1 then slot 2', () => {
    expect(chatScripts({})).toEqual([]);
    expect(chatScripts({ VITE_CHAT_SCRIPT_URL: ' ', VITE_CHAT2_SCRIPT_URL: 'https://chat-two.example/w.js' })).toEqual([{ slot: '2', url: 'https://chat-two.example/w.js' }]);
    expect(chatScripts({ VITE_CHAT_SCRIPT_URL: 'https://chat-one.example/w.js', VITE_CHAT2_SCRIPT_URL: 'https://chat-two.example/w.js' }).map((entry) => entry.slot)).toEqual(['1', '2']);
  });

  it('loads each slot once, and nothing without a script', () => {
    expect(loadChatScript(undefined, '1')).toBeNull();
    expect(loadChatScript('https://chat-one.example/w.js', '1')).not.toBeNull();
    expect(loadChatScript('https://chat-one.example/w.js', '1')).toBeNull();
    expect(loadChatScript('https://chat-two.example/w.js', '2')).not.toBeNull();
    expect([...document.querySelectorAll('script[data-chat-widget]')].map((script) => script.getAttribute('src'))).toEqual([
      'https://chat-one.example/w.js',
      'https://chat-two.example/w.js',
    ]);
  });

  it('explains live chat is unavailable when none is configured', () => {
    const { unmount } = render(<ChatAvailability scripts={[]} />);
    expect(screen.getByText('Live chat is unavailable right now. Email or call us, or send the form below.')).toBeInTheDocument();
    unmount();
    render(<ChatAvailability scripts={[{ slot: '1', url: 'https://chat-one.example/w.js' }]} />);
    expect(screen.getByText('Live chat: use the chat button at the corner of any page.')).toBeInTheDocument();
  });
});
