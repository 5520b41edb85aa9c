
import { useWidgetConfig } from '../runtime/config';
import { Step } from './claim-steps';
import type { FieldKit } from './field-kit';
import { useCoreMessages, useWidgetMessages } from '../runtime/use-messages';

/** Footer policy pages of docs/behaviour.md §2.1, linked from the confirmation step (docs/behaviour.md §2.14). */
export const TERMS_PATH = '/pages/terms-conditions';
export const PRIVACY_PATH = '/pages/privacy-policy';

/** Step 7: the two tick boxes (errors on submit, cleared on focus) and the policy links. */
export function ConfirmationStep({ kit }: { kit: FieldKit }) {
  const m = useCoreMessages().claim;
  const w = useWidgetMessages().claim;
  const { linkBase } = useWidgetConfig();
  return (
    <Step kit={kit} number={7} title={m.steps.confirmation}>
      <Tick kit={kit} name="confirmAccuracy" label={m.accuracyLabel} />
      <Tick kit={kit} name="acceptTerms" label={m.termsLabel} />
      <p className={`${kit.styles.links} ${kit.styles.wide}`}>
        <a href={`${linkBase}${TERMS_PATH}`} target="_blank" rel="noopener">
          {w.termsLink}
        </a>
        <a href={`${linkBase}${PRIVACY_PATH}`} target="_blank" rel="noopener">
          {w.privacyLink}
        </a>
      </p>
    </Step>
  );
}

function Tick({ kit, name, label }: { kit: FieldKit; name: 'confirmAccuracy' | 'acceptTerms'; label: string }) {
  const error = kit.errorOf(name);
  const errorId = kit.idFor(name, 'error');
  const bound = kit.bind(name);
  // A tick box's error clears when it is ticked, not on focus: focus comes with the press, and
  // clearing then took the banner away above it, so the page moved under the pointer and the
  // release missed the box (it took two clicks to tick after a refused submit).
  const { onFocus: _clearsTooEarly, ...inputProps } = bound;
  return (
    <div className={kit.styles.wide}>
      <label className={kit.styles.tick}>
        <input
          type="checkbox"
          {...inputProps}
          onChange={async (event) => {
            await bound.onChange(event);
            if (event.target.checked && kit.errorOf(name)) kit.form.clearErrors(name);
          }}
          id={kit.idFor(name)}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          {label}
          <span className={kit.styles.required} aria-hidden="true">
            *
          </span>
        </span>
      </label>
      {error && (
        <p id={errorId} className={kit.styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
