// Footer newsletter signup (docs/behaviour.md §2.8, §4, §5, §8): 'Early Access. Extra Savings. Only for
// Subscribers.', 'Join & Save' / 'Joining...', the thank-you or the server's message for 4 s,
// the field cleared on success and kept on failure. Validation is core's email rule as a
// plain function (emailProblem with newsletterEmailMessages, the same the newsletterSchema
// uses on the server): one field needs no form library, and a footer widget on every page
// stays small.
import { normalizeApiError } from '@horeca/core/api';
import { TIMINGS } from '@horeca/core/constants';
import { emailProblem } from '@horeca/core/fields';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useWidgetConfig } from '../runtime/config';
import { useTokenGetter } from '../runtime/context';
import { useStyles } from '../runtime/styles';
import { createHttpNewsletterApi, type NewsletterApi } from './newsletter-api';
import { newsletterStyles } from './newsletter.styles';
import { useTimedMessage } from './use-timed-message';
import type { HorecaNewsletterEvents } from '../elements/element-events';
import { useLocale, useLocaleGetter } from '../runtime/locale';
import { useNewsletterMessages, useNewsletterWidgetMessages } from '../runtime/use-messages';

// The element's event details; `status` is 0 when no answer came (offline, timeout).
export type NewsletterSubmittedDetail = HorecaNewsletterEvents['horeca:submitted'];
export type NewsletterFailedDetail = HorecaNewsletterEvents['horeca:failed'];

export interface NewsletterProps {
  /** Replaces the HTTP call (tests, hosts with their own transport). */
  api?: NewsletterApi;
  onSubmitted?: (detail: NewsletterSubmittedDetail) => void;
  onFailed?: (detail: NewsletterFailedDetail) => void;
}

export function Newsletter({ api, onSubmitted, onFailed }: NewsletterProps) {
  const newsletterMessages = useNewsletterMessages();
  const newsletterWidgetMessages = useNewsletterWidgetMessages();
  const s = useStyles(newsletterStyles);
  const id = useId();
  const getToken = useTokenGetter();
  const getLocale = useLocaleGetter();
  const { apiBase, dir } = useWidgetConfig();
  const client = useMemo(() => api ?? createHttpNewsletterApi({ apiBase, getToken, getLocale }), [api, apiBase, getToken, getLocale]);
  const { message, show, clear } = useTimedMessage(TIMINGS.newsletterMessageMs);
  const [typed, setTyped] = useState('');
  // Checked from the first submit on, then on every keystroke (as a form library would).
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const locale = useLocale();
  // core's newsletterEmailMessages, in the widget's language.
  const emailMessages = { required: newsletterMessages.emailRequired, invalid: newsletterMessages.emailInvalid };
  const fieldError = checking ? emailProblem(typed, emailMessages) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setChecking(true);
    if (emailProblem(typed, emailMessages)) {
      input.current?.focus();
      return;
    }
    const email = typed.trim();
    clear();
    setBusy(true);
    try {
      const answer = await client.subscribe(email);
      // The API thanks in English: an Arabic shopper reads the widget's own thank-you.
      const text = (locale === 'en' && answer?.message?.trim()) || newsletterWidgetMessages.thanks;
      setTyped('');
      setChecking(false);
      show({ tone: 'success', text });
      onSubmitted?.({ email, message: text });
    } catch (error) {
      const failure = normalizeApiError(error);
      show({ tone: 'error', text: failure.message });
      onFailed?.({ email, message: failure.message, status: failure.status });
    } finally {
      setBusy(false);
    }
  };

  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const messageId = `${id}-message`;

  return (
    <form className={s.root} part="form" dir={dir} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
      <p id={`${id}-heading`} className={s.heading} part="heading">
        {newsletterMessages.heading}
      </p>
      <div className={s.row}>
        <label htmlFor={inputId} className={s.visuallyHidden}>
          {newsletterWidgetMessages.emailLabel}
        </label>
        <input
          id={inputId}
          part="input"
          className={s.input}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={newsletterMessages.emailRequired}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={[fieldError ? errorId : null, message ? messageId : null].filter(Boolean).join(' ') || undefined}
          ref={input}
          name="email"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" part="button" className={s.button} disabled={busy} aria-busy={busy || undefined}>
          {busy ? newsletterMessages.joining : newsletterMessages.join}
        </button>
      </div>
      {fieldError && (
        <p id={errorId} className={s.error} part="error" role="alert">
          {fieldError}
        </p>
      )}
      {/* Always present so screen readers hear the message when it arrives. */}
      <div role="status" aria-live="polite" className={s.messageRegion}>
        {message && (
          <p id={messageId} part={`message ${message.tone}`} className={message.tone === 'success' ? s.success : s.error}>
            {message.text}
          </p>
        )}
      </div>
    </form>
  );
}
