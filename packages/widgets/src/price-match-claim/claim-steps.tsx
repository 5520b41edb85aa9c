// Steps 1, 2, 3 and 6 of the claim form (docs/behaviour.md §2.14: there is no step 5). Each step is a
// fieldset whose legend carries the step's number and title.
import { CLAIM_LIMITS } from '@horeca/core/constants';
import { CLAIM_TYPES, type ClaimType } from '@horeca/core/forms';
import { formatUsPhone, US_PHONE_MAX_LENGTH } from '@horeca/core/phone';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { PhoneInput } from '../phone-input/phone-input';
import { useWidgetConfig } from '../runtime/config';
import type { FieldKit } from './field-kit';
import { FormField, TextField } from './form-field';
import { OrderProductPicker } from './order-product-picker';
import type { ClaimApi } from './claim-api';
import { useCoreMessages, useWidgetMessages } from '../runtime/use-messages';

export function Step({ kit, number, title, children }: { kit: FieldKit; number: number; title: string; children: ReactNode }) {
  return (
    <fieldset className={kit.styles.step}>
      <legend>
        <span className={kit.styles.stepNumber}>{number}</span>
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

export function ClaimTypeStep({ kit }: { kit: FieldKit }) {
  const m = useCoreMessages().claim;
  const error = kit.errorOf('claimType');
  return (
    <Step kit={kit} number={1} title={m.steps.claimType}>
      <div className={`${kit.styles.choices} ${kit.styles.wide}`} role="radiogroup" aria-label={m.steps.claimType}>
        {CLAIM_TYPES.map((type: ClaimType) => (
          <label key={type}>
            <input type="radio" value={type} {...kit.bind('claimType')} />
            {m.types[type]}
          </label>
        ))}
      </div>
      {error && <p className={kit.styles.error}>{error}</p>}
    </Step>
  );
}

export function CustomerStep({ kit }: { kit: FieldKit }) {
  const m = useCoreMessages().claim;
  const w = useWidgetMessages().claim;
  return (
    <Step kit={kit} number={2} title={m.steps.customer}>
      <TextField kit={kit} name="fullName" label={w.fullName} required autoComplete="name" />
      <TextField kit={kit} name="businessName" label={w.businessName} autoComplete="organization" />
      <TextField kit={kit} name="email" label={w.email} required type="email" inputMode="email" autoComplete="email" />
      {useWidgetConfig().storefront === 'ae' ? <GulfPhoneField kit={kit} /> : <PhoneField kit={kit} />}
    </Step>
  );
}

/**
 * The ae storefront's phone: the store's Gulf phone input (six countries, their mobile rules and
 * messages), not a US number in a Gulf store. Its value is the full number ('+971501234567');
 * the schema checks it on submit with the storefront in its context, and any edit clears it.
 */
function GulfPhoneField({ kit }: { kit: FieldKit }) {
  const w = useWidgetMessages().claim;
  return (
    <div className={kit.styles.field}>
      <Controller
        control={kit.form.control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            ref={field.ref}
            id={kit.idFor('phone')}
            name="phone"
            label={w.phone}
            value={field.value}
            error={kit.errorOf('phone')}
            onValueChange={(value) => {
              field.onChange(value);
              if (kit.errorOf('phone')) kit.form.clearErrors('phone');
            }}
            onBlur={field.onBlur}
          />
        )}
      />
    </div>
  );
}

/** Formats as the customer types; its error shows on submit and clears on any edit (docs/behaviour.md §4). */
function PhoneField({ kit }: { kit: FieldKit }) {
  const w = useWidgetMessages().claim;
  const { setValue, clearErrors } = kit.form;
  const bound = kit.bind('phone');
  return (
    <FormField kit={kit} name="phone" label={w.phone} hint={w.phoneHint}>
      {(aria) => (
        <input
          {...bound}
          {...aria}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={US_PHONE_MAX_LENGTH}
          placeholder="(123) 456-7890"
          onChange={(event) => {
            setValue('phone', formatUsPhone(event.target.value));
            if (kit.errorOf('phone')) clearErrors('phone');
          }}
        />
      )}
    </FormField>
  );
}

export function ProductStep({ kit, claimType, api, signedIn }: { kit: FieldKit; claimType: ClaimType; api: ClaimApi; signedIn: boolean }) {
  const m = useCoreMessages().claim;
  const w = useWidgetMessages().claim;
  return (
    <Step kit={kit} number={3} title={m.steps.product}>
      {claimType === 'post' ? (
        <>
          <TextField kit={kit} name="orderNumber" label={w.orderNumber} required />
          <TextField kit={kit} name="orderDate" label={w.orderDate} type="date" max={today()} />
          <OrderProductPicker kit={kit} api={api} signedIn={signedIn} />
          <TextField
            kit={kit}
            name="productAmount"
            label={w.productAmount}
            required
            type="number"
            inputMode="decimal"
            min={CLAIM_LIMITS.productAmountMin}
            step={CLAIM_LIMITS.priceStep}
            hint={w.productAmountHint}
          />
        </>
      ) : (
        <>
          <TextField kit={kit} name="productUrl" label={w.productUrl} required type="url" inputMode="url" wide />
          <TextField kit={kit} name="variant" label={w.variant} hint={w.variantHint} />
          <TextField
            kit={kit}
            name="quantity"
            label={w.quantity}
            required
            type="number"
            inputMode="numeric"
            min={CLAIM_LIMITS.quantityMin}
            step={1}
          />
        </>
      )}
    </Step>
  );
}

export function ShippingStep({ kit }: { kit: FieldKit }) {
  const m = useCoreMessages().claim;
  const w = useWidgetMessages().claim;
  return (
    <Step kit={kit} number={6} title={m.steps.shipping}>
      <TextField kit={kit} name="address" label={w.address} required autoComplete="address-line1" wide />
      <TextField kit={kit} name="country" label={w.country} required autoComplete="country-name" />
      <TextField kit={kit} name="state" label={w.state} autoComplete="address-level1" />
      <TextField kit={kit} name="city" label={w.city} required autoComplete="address-level2" />
      {/* A US ZIP on us; on ae most addresses have no postal code, so no format is asked for. */}
      <TextField kit={kit} name="postalCode" label={w.postalCode} hint={useWidgetConfig().storefront === 'ae' ? undefined : w.postalCodeHint} autoComplete="postal-code" maxLength={10} />
    </Step>
  );
}

/** The date input's max: an order cannot be placed in the future. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
