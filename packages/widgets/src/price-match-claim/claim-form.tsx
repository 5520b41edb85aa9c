// The claim form body, loaded when the modal first opens (react-hook-form, yup and core's
// schemas come with it). It mounts fresh on every open, so every open starts from the
// defaults (docs/behaviour.md §4). Validation is core's claimSchema; submission maps failures with core's
// claimErrorMessage into the red banner at the top (docs/behaviour.md §8), and a 422's messages onto
// their fields with claimFieldErrors.
import { yupResolver } from '@hookform/resolvers/yup';
import { CLAIM_LIMITS } from '@horeca/core/constants';
import { schemaIn } from '@horeca/core/fields';
import { CLAIM_FIELD_ORDER, claimErrorMessage, claimFieldErrors, claimSchema, type ClaimContext, claimSucceeded, type ClaimForm, type ClaimRecord, type ClaimType } from '@horeca/core/forms';
import { useAtomValue } from 'jotai/react';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { isSignedInAtom } from '../runtime/atoms';
import { useWidgetConfig } from '../runtime/config';
import { useTokenGetter } from '../runtime/context';
import { useLocaleGetter } from '../runtime/locale';
import { useSay } from '../runtime/use-say';
import { useStyles } from '../runtime/styles';
import { createHttpClaimApi, type ClaimApi } from './claim-api';
import { claimFormStyles } from './claim-form.styles';
import { ClaimTypeStep, CustomerStep, ProductStep, ShippingStep } from './claim-steps';
import { CompetitorStep } from './competitor-step';
import { ConfirmationStep } from './confirmation-step';
import { createFieldKit } from './field-kit';
import { useCoreMessages } from '../runtime/use-messages';

/** Text fields a host may fill in before the customer sees the form. */
export type ClaimPrefill = Partial<Omit<ClaimForm, 'screenshot' | 'confirmAccuracy' | 'acceptTerms' | 'claimType'>>;

export interface ClaimFormProps {
  initialType: ClaimType;
  prefill?: ClaimPrefill;
  api?: ClaimApi;
  onSubmitted: (data: ClaimRecord) => void;
  onFailed: (message: string) => void;
  onCancel: () => void;
  /** Locks the dialog's close controls while a claim is on its way. */
  onBusyChange: (busy: boolean) => void;
  /** Brings the banner into view: the dialog body scrolls, not the page. */
  scrollToTop: () => void;
}

export function defaultClaimValues(initialType: ClaimType, prefill: ClaimPrefill = {}): ClaimForm {
  return {
    claimType: initialType,
    fullName: '',
    businessName: '',
    email: '',
    phone: '',
    orderNumber: '',
    orderDate: '',
    productUrl: '',
    variant: '',
    quantity: String(CLAIM_LIMITS.quantityDefault),
    selectedProductId: '',
    productAmount: '',
    competitorUrl: '',
    competitorPrice: '',
    shippingFees: '',
    address: '',
    country: '',
    state: '',
    city: '',
    postalCode: '',
    ...prefill,
    screenshot: null,
    confirmAccuracy: false,
    acceptTerms: false,
  };
}

export function ClaimFormBody({ initialType, prefill, api: injectedApi, onSubmitted, onFailed, onCancel, onBusyChange, scrollToTop }: ClaimFormProps) {
  const m = useCoreMessages().claim;
  // The schema's messages in the form's language (core's schemaIn), made once per language.
  const say = useSay();
  const resolver = useMemo(() => yupResolver(schemaIn(claimSchema, say)) as unknown as Resolver<ClaimForm>, [say]);
  const styles = useStyles(claimFormStyles);
  const getToken = useTokenGetter();
  const getLocale = useLocaleGetter();
  const signedIn = useAtomValue(isSignedInAtom);
  const { apiBase, storefront } = useWidgetConfig();
  const api = useMemo(() => injectedApi ?? createHttpClaimApi({ apiBase, getToken, getLocale, storefront }), [injectedApi, apiBase, getToken, getLocale, storefront]);
  const form = useForm<ClaimForm>({
    defaultValues: defaultClaimValues(initialType, prefill),
    resolver,
    // The phone and postal code rules are the storefront's (core's ClaimContext).
    context: { storefront } satisfies ClaimContext,
    // Blur checks and clear-on-focus are wired per field (field-kit); nothing else re-checks.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const kit = createFieldKit(form, styles, useId());
  // useWatch, not watch(): watch() re-renders the whole form on every keystroke.
  const claimType = useWatch({ control: form.control, name: 'claimType' });
  const [banner, setBanner] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A second click lands before React re-renders the disabled button: this ref turns it away.
  const inFlight = useRef(false);

  const showBanner = (message: string) => {
    setBanner(message);
    scrollToTop();
  };

  const send = async (values: ClaimForm) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    onBusyChange(true);
    setBanner(null);
    let message: string;
    try {
      const response = await api.submitClaim(values);
      if (claimSucceeded(response.status)) {
        onSubmitted(response.data);
        return;
      }
      console.error('Price-match claim not accepted', response);
      message = m.errors.failed;
    } catch (error) {
      // docs/behaviour.md §8: the failed request is logged.
      console.error('Price-match claim failed', error);
      message = claimErrorMessage(error, say);
      showFieldErrors(error);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
      onBusyChange(false);
    }
    showBanner(message);
    onFailed(message);
  };

  // A refused claim (422) also marks each field the API named, the picked product included,
  // as a failed check on submit does; entering the field clears it.
  const showFieldErrors = (error: unknown) => {
    for (const [field, message] of Object.entries(claimFieldErrors(error))) {
      form.setError(field as keyof ClaimForm, { type: 'server', message });
    }
  };

  const refuse = (errors: FieldErrors<ClaimForm>) => {
    const first = CLAIM_FIELD_ORDER.find((field) => errors[field]?.message);
    showBanner((first && errors[first]?.message) || m.errors.checkForm);
  };

  return (
    <form className={styles.form} noValidate aria-busy={submitting || undefined} onSubmit={form.handleSubmit(send, refuse)}>
      {banner && (
        <p role="alert" className={styles.banner}>
          {banner}
        </p>
      )}
      <ClaimTypeStep kit={kit} />
      <CustomerStep kit={kit} />
      <ProductStep kit={kit} claimType={claimType} api={api} signedIn={signedIn} />
      <CompetitorStep kit={kit} />
      <ShippingStep kit={kit} />
      <ConfirmationStep kit={kit} />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} disabled={submitting} onClick={onCancel}>
          {m.cancel}
        </button>
        <button type="submit" className={styles.primary} disabled={submitting}>
          {submitting ? m.submitting : m.submit}
        </button>
      </div>
    </form>
  );
}

export default ClaimFormBody;
