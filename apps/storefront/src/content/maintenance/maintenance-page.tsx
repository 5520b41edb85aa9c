// /maintenance (docs/behaviour.md §2.12): 'We'll be back soon!', the three-stage timeline over the
// maintenance window (Jul 31 to Aug 1 2025, completion on the morning of Aug 1), the
// inquiry form that opens the mail client, and the contact details.
import { MAINTENANCE_WINDOW } from '@horeca/core/constants';
import { useCoreMessages } from '@horeca/widgets';
import { InquiryForm } from '../../components/inquiry-form';
import { formatText } from '../../lib/messages';
import { SITE_INFO } from '../../lib/site-info';
import { useStorefront } from '../../lib/storefront-context';
import { usePageMeta } from '../../lib/use-page-meta';
import { useWords } from '../../lib/words';

const STAGES = [
  { stage: 'started', when: MAINTENANCE_WINDOW.start, state: 'done' },
  { stage: 'inProgress', when: `${MAINTENANCE_WINDOW.start} – ${MAINTENANCE_WINDOW.end}`, state: 'current' },
  { stage: 'expected', when: MAINTENANCE_WINDOW.end, state: 'next' },
] as const;

export default function MaintenancePage() {
  const { storefront: storefrontMessages } = useWords();
  // Core's words in the page's language (the widgets' hook).
  const messages = useCoreMessages();
  const stages = STAGES.map((stage) => ({ ...stage, label: messages.overlays.maintenanceStages[stage.stage] }));
  const info = SITE_INFO[useStorefront()];
  usePageMeta({ title: messages.overlays.maintenanceTitle, description: formatText(storefrontMessages.maintenanceBody, { window: MAINTENANCE_WINDOW.label }), canonical: '/maintenance' });
  return (
    <div className="maintenance">
      <h1>{messages.overlays.maintenanceTitle}</h1>
      <p>{formatText(storefrontMessages.maintenanceBody, { window: MAINTENANCE_WINDOW.label })}</p>
      <ol className="timeline" aria-label={storefrontMessages.maintenanceTimeline}>
        {stages.map((stage) => (
          <li key={stage.label} className={`timeline__stage timeline__stage--${stage.state}`} aria-current={stage.state === 'current' ? 'step' : undefined}>
            <span className="timeline__label">{stage.label}</span>
            <span className="timeline__when">{stage.state === 'next' ? formatText(storefrontMessages.morningOf, { date: stage.when }) : stage.when}</span>
          </li>
        ))}
      </ol>
      <div className="maintenance__columns">
        <section aria-labelledby="maintenance-form">
          <h2 id="maintenance-form">{storefrontMessages.sendMessage}</h2>
          <InquiryForm />
        </section>
        <section aria-labelledby="maintenance-contact">
          <h2 id="maintenance-contact">{storefrontMessages.contactDetails}</h2>
          <p>
            <a href={`mailto:${info.email}`}>{info.email}</a>
          </p>
          <p>
            <a href={info.phoneHref}>{info.phone}</a>
          </p>
        </section>
      </div>
    </div>
  );
}
