// Footer newsletter signup (spec 2.8, 4, 5, 8): 'Early Access. Extra Savings. Only for
// Subscribers.', 'Join & Save' / 'Joining...', the thank-you or the server's message for 4 s,
// the field cleared on success and kept on failure. Validation is core's newsletterSchema.
import { yupResolver } from '@hookform/resolvers/yup';
import { messages, newsletterSchema, normalizeApiError, TIMINGS } from '@horeca/core';
import { useStore } from 'jotai/react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { authTokenAtom } from '../runtime/atoms';
import { useWidgetConfig } from '../runtime/config';
import { widgetMessages } from '../runtime/messages';
import { useStyles } from '../runtime/styles';
import { createHttpNewsletterApi, type NewsletterApi } from './newsletter-api';
import { newsletterStyles } from './newsletter.styles';
import { useTimedMessage } from './use-timed-message';

export interface NewsletterSubmittedDetail {
  email: string;
  message: string;
}

export interface NewsletterFailedDetail {
  email: string;
  message: string;
  /** HTTP status; 0 when no answer came (offline, timeout). */
  status: number;
}

export interface NewsletterProps {
  /** Replaces the HTTP call (tests, hosts with their own transport). */
  api?: NewsletterApi;
  onSubmitted?: (detail: NewsletterSubmittedDetail) => void;
  onFailed?: (detail: NewsletterFailedDetail) => void;
}

interface NewsletterValues {
  email: string;
}

const resolver = yupResolver(newsletterSchema.pick(['email']));

export function Newsletter({ api, onSubmitted, onFailed }: NewsletterProps) {
  const s = useStyles(newsletterStyles);
  const id = useId();
  const store = useStore();
  const { apiBase } = useWidgetConfig();
  const client = useMemo(
    () => api ?? createHttpNewsletterApi({ apiBase, getToken: () => store.get(authTokenAtom) }),
    [api, apiBase, store],
  );
  const { message, show, clear } = useTimedMessage(TIMINGS.newsletterMessageMs);
  const { register, handleSubmit, reset, formState } = useForm<NewsletterValues>({
    defaultValues: { email: '' },
    resolver,
  });
  const fieldError = formState.errors.email?.message;

  const submit = handleSubmit(async ({ email }) => {
    clear();
    try {
      const answer = await client.subscribe(email);
      const text = answer?.message?.trim() || widgetMessages.newsletter.thanks;
      reset({ email: '' });
      show({ tone: 'success', text });
      onSubmitted?.({ email, message: text });
    } catch (error) {
      const failure = normalizeApiError(error);
      show({ tone: 'error', text: failure.message });
      onFailed?.({ email, message: failure.message, status: failure.status });
    }
  });

  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const messageId = `${id}-message`;
  const busy = formState.isSubmitting;

  return (
    <form className={s.root} part="form" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <p id={`${id}-heading`} className={s.heading} part="heading">
        {messages.newsletter.heading}
      </p>
      <div className={s.row}>
        <label htmlFor={inputId} className={s.visuallyHidden}>
          {widgetMessages.newsletter.emailLabel}
        </label>
        <input
          id={inputId}
          part="input"
          className={s.input}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={messages.newsletter.emailRequired}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={[fieldError ? errorId : null, message ? messageId : null].filter(Boolean).join(' ') || undefined}
          {...register('email')}
        />
        <button type="submit" part="button" className={s.button} disabled={busy} aria-busy={busy || undefined}>
          {busy ? messages.newsletter.joining : messages.newsletter.join}
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
