// 'Submit an Issue Report': email, description (10 to 250 characters, with a counter),
// screenshots, the device class from the user agent and, with consent, the page address and
// versions. Checked with core's issueReportSchema; a 422 puts the server's messages at the
// fields, any other failure shows the spec's 'Oops' text with the support address.
import { yupResolver } from '@hookform/resolvers/yup';
import { normalizeApiError } from '@horeca/core/api';
import { ISSUE_REPORT } from '@horeca/core/constants';
import { schemaIn } from '@horeca/core/fields';
import { deviceClass, issueReportSchema, type DeviceClass, type IssueReportContext } from '@horeca/core/forms';
import { formatMessage } from '@horeca/core/messages';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useStyles } from '../runtime/styles';
import type { GlitchReportApi } from './glitch-api';
import { glitchReporterStyles } from './glitch-reporter.styles';
import { activeElementIn, focusFirstField } from './issue-dialog';
import { ScreenshotPicker, type Screenshot } from './screenshot-picker';
import type { HorecaGlitchReporterEvents } from '../elements/element-events';
import { useSay } from '../runtime/use-say';
import { useCoreMessages, useWidgetMessages } from '../runtime/use-messages';

// The element's event details; `status` is 0 when no answer came (offline, timeout).
export type GlitchSubmittedDetail = HorecaGlitchReporterEvents['horeca:submitted'];
export type GlitchFailedDetail = HorecaGlitchReporterEvents['horeca:failed'];

export interface IssueReportFormProps {
  api: GlitchReportApi;
  supportEmail: string;
  /** What consent attaches; read when the report is sent. */
  context: () => IssueReportContext;
  onSent: (detail: GlitchSubmittedDetail) => void;
  onFailed?: (detail: GlitchFailedDetail) => void;
}

interface ReportValues {
  email: string;
  description: string;
  consent: boolean;
}

function currentDevice(): DeviceClass {
  if (typeof navigator === 'undefined') return 'Desktop';
  return deviceClass(navigator.userAgent, navigator.maxTouchPoints);
}

export function IssueReportForm({ api, supportEmail, context, onSent, onFailed }: IssueReportFormProps) {
  const messages = useCoreMessages();
  const widgetMessages = useWidgetMessages();
  // The schema's messages in the form's language (core's schemaIn), made once per language.
  const say = useSay();
  const resolver = useMemo(() => yupResolver(schemaIn(issueReportSchema, say).pick(['email', 'description'])), [say]);
  const s = useStyles(glitchReporterStyles);
  const id = useId();
  const [device] = useState(currentDevice);
  const [screenshots, setScreenshots] = useState<Screenshot[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, watch, setError, formState } = useForm<ReportValues>({
    defaultValues: { email: '', description: '', consent: false },
    // The consent box is not part of the spec's schema; the resolver checks the two fields.
    resolver: resolver as never,
  });
  const { errors, isSubmitting } = formState;
  const description = watch('description');

  const submit = handleSubmit(async ({ email, description: text, consent }) => {
    setFailure(null);
    setImageErrors([]);
    try {
      await api.submitReport({
        email: email.trim(),
        description: text.trim(),
        device,
        images: screenshots.map((shot) => shot.file),
        ...(consent ? { context: context() } : {}),
      });
      onSent({ email: email.trim(), device, screenshots: screenshots.length, withContext: consent });
    } catch (error) {
      const normalized = normalizeApiError(error);
      const fields = normalized.fieldErrors;
      if (normalized.status === 422 && Object.keys(fields).length > 0) {
        for (const field of ['email', 'description'] as const) {
          const first = fields[field]?.[0];
          if (first) setError(field, { message: first });
        }
        setImageErrors(Object.entries(fields).flatMap(([field, list]) => (field.startsWith('images') ? list : [])));
      } else {
        setFailure(formatMessage(messages.issueReport.failure, { email: supportEmail }));
      }
      onFailed?.({ message: normalized.message, status: normalized.status });
    }
  });

  // The form is its own chunk and arrives after the dialog opened: its first field takes focus
  // as on open, unless the shopper has moved focus meanwhile (to Close, say). After a retry the
  // retry button is gone and focus with it (the body, or nothing inside a shadow root).
  useEffect(() => {
    const dialog = formRef.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) return;
    const active = activeElementIn(dialog);
    if (!active || active === dialog || active === dialog.ownerDocument.body) focusFirstField(dialog);
  }, []);

  const counterId = `${id}-counter`;
  const field = (name: 'email' | 'description') => ({
    errorId: `${id}-${name}-error`,
    message: errors[name]?.message,
  });
  const email = field('email');
  const desc = field('description');

  return (
    <form ref={formRef} className={s.form} noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      {failure && (
        <p className={s.failure} role="alert" part="failure">
          {failure}
        </p>
      )}
      <div className={s.field}>
        <label htmlFor={`${id}-email`} className={s.label}>
          {widgetMessages.glitch.email}
          <span aria-hidden="true" className={s.required}>
            {' *'}
          </span>
        </label>
        <input
          id={`${id}-email`}
          className={s.input}
          type="email"
          autoComplete="email"
          aria-required="true"
          aria-invalid={email.message ? true : undefined}
          aria-describedby={email.message ? email.errorId : undefined}
          {...register('email')}
        />
        {email.message && (
          <p id={email.errorId} className={s.error}>
            {email.message}
          </p>
        )}
      </div>
      <div className={s.field}>
        <label htmlFor={`${id}-description`} className={s.label}>
          {widgetMessages.glitch.description}
          <span aria-hidden="true" className={s.required}>
            {' *'}
          </span>
        </label>
        <textarea
          id={`${id}-description`}
          className={s.textarea}
          rows={4}
          maxLength={ISSUE_REPORT.maxLength}
          aria-required="true"
          aria-invalid={desc.message ? true : undefined}
          aria-describedby={[counterId, desc.message ? desc.errorId : null].filter(Boolean).join(' ')}
          {...register('description')}
        />
        <p className={s.counterRow}>
          {desc.message ? (
            <span id={desc.errorId} className={s.error}>
              {desc.message}
            </span>
          ) : (
            <span />
          )}
          <span id={counterId} className={s.counter}>
            {formatMessage(widgetMessages.glitch.counter, { count: description.length, max: ISSUE_REPORT.maxLength })}
          </span>
        </p>
      </div>
      <ScreenshotPicker screenshots={screenshots} onChange={setScreenshots} serverErrors={imageErrors} disabled={isSubmitting} />
      <p className={s.hint}>{formatMessage(widgetMessages.glitch.device, { device })}</p>
      <label className={s.consent}>
        <input type="checkbox" {...register('consent')} />
        <span>{widgetMessages.glitch.consent}</span>
      </label>
      <button type="submit" className={s.submit} part="submit" disabled={isSubmitting}>
        {isSubmitting ? widgetMessages.glitch.sending : widgetMessages.glitch.submit}
      </button>
    </form>
  );
}
