// The beta banner with 'Report a Glitch' and its modal 'Submit an Issue Report' (docs/behaviour.md §2.13,
// 4, 5, 8). The banner stays hidden for the session once closed or once a report is sent.
// The banner is on every page, so the form (react-hook-form, yup, the screenshot picker) is a
// separate chunk, fetched when the dialog opens or the button is hovered or focused.
import { type IssueReportContext } from '@horeca/core/forms';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { version as widgetVersion } from '../../package.json';
import { ChunkLoader } from '../runtime/chunk-loader';
import { useWidgetConfig } from '../runtime/config';
import { useTokenGetter } from '../runtime/context';
import { useLocaleGetter } from '../runtime/locale';
import { useStyles } from '../runtime/styles';
import { createHttpGlitchReportApi, type GlitchReportApi } from './glitch-api';
import { glitchReporterStyles } from './glitch-reporter.styles';
import { IssueDialog } from './issue-dialog';
import type { GlitchFailedDetail, GlitchSubmittedDetail } from './issue-report-form';
import { issueFormChunk } from './load-issue-form';
import { useBetaBanner } from './use-beta-banner';
import { useCoreMessages, useWidgetMessages } from '../runtime/use-messages';

/** The spec leaves the support address out; a storefront passes its own. */
export const DEFAULT_SUPPORT_EMAIL = 'support@horeca.example';

export interface GlitchReporterProps {
  /** Replaces the HTTP call (tests, hosts with their own transport). */
  api?: GlitchReportApi;
  /** Named in the failure text: 'email us directly at {email}'. */
  supportEmail?: string;
  /** Opens the report form at once (stories, a 'Report a problem' link elsewhere). */
  defaultOpen?: boolean;
  onSubmitted?: (detail: GlitchSubmittedDetail) => void;
  onFailed?: (detail: GlitchFailedDetail) => void;
}

type View = 'closed' | 'form' | 'sent';

export function GlitchReporter({ api, supportEmail = DEFAULT_SUPPORT_EMAIL, defaultOpen = false, onSubmitted, onFailed }: GlitchReporterProps) {
  const messages = useCoreMessages();
  const widgetMessages = useWidgetMessages();
  const s = useStyles(glitchReporterStyles);
  const titleId = useId();
  const getToken = useTokenGetter();
  const getLocale = useLocaleGetter();
  const { apiBase, storefront, dir } = useWidgetConfig();
  const client = useMemo(() => api ?? createHttpGlitchReportApi({ apiBase, getToken, getLocale }), [api, apiBase, getToken, getLocale]);
  const banner = useBetaBanner();
  const [view, setView] = useState<View>(defaultOpen ? 'form' : 'closed');

  const context = useCallback(
    (): IssueReportContext => ({ page_url: globalThis.location?.href ?? '', storefront, widget_version: widgetVersion }),
    [storefront],
  );

  const onSent = (detail: GlitchSubmittedDetail) => {
    setView('sent');
    banner.hide();
    onSubmitted?.(detail);
  };

  return (
    <div className={s.root} part="root" dir={dir} data-state={view}>
      {banner.visible && (
        <div className={s.banner} part="banner" role="region" aria-label={widgetMessages.glitch.bannerLabel}>
          <p className={s.bannerText}>{widgetMessages.glitch.banner}</p>
          <button
            type="button"
            className={s.bannerButton}
            part="report-button"
            onClick={() => setView('form')}
            // Warm the form's chunk while the pointer or focus is on the way to a click.
            onPointerEnter={issueFormChunk.prefetch}
            onFocus={issueFormChunk.prefetch}
          >
            {messages.issueReport.bannerButton}
          </button>
          <button type="button" className={s.bannerClose} part="banner-close" aria-label={widgetMessages.glitch.closeBanner} onClick={banner.hide}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      {view !== 'closed' && (
        <IssueDialog titleId={titleId} title={messages.issueReport.title} onClose={() => setView('closed')}>
          {view === 'form' ? (
            <ChunkLoader
              load={loadForm}
              props={{ api: client, supportEmail, context, onSent, onFailed }}
              loadingText={widgetMessages.glitch.loadingForm}
              failedText={widgetMessages.glitch.formLoadFailed}
              className={s.status}
            />
          ) : (
            <SentView onClose={() => setView('closed')} />
          )}
        </IssueDialog>
      )}
    </div>
  );
}

const loadForm = () => issueFormChunk.load().then((chunk) => chunk.IssueReportForm);

/**
 * The spec's thank-you; focus moves to Close, since the button that sent the report is gone.
 * Before the thank-you is painted: in between, focus was on the page, where Escape does not
 * reach the dialog, so a quick Escape left it open.
 */
function SentView({ onClose }: { onClose: () => void }) {
  const messages = useCoreMessages();
  const widgetMessages = useWidgetMessages();
  const s = useStyles(glitchReporterStyles);
  const close = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => close.current?.focus(), []);
  return (
    <div className={s.sent}>
      <p role="status" className={s.success} part="success">
        {messages.issueReport.success}
      </p>
      <button ref={close} type="button" className={s.submit} onClick={onClose}>
        {widgetMessages.glitch.close}
      </button>
    </div>
  );
}
