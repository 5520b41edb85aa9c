// The address step's fields (docs/behaviour.md §5, guest address): street, country, state and city
// pickers fed by /countries, /states/{id} and /cities/{id}, and the zip code. Picking a
// country clears state and city; a list that fails to load says so and offers a retry.
import type { Id } from '@horeca/core/api';
import { useId } from 'react';
import { useCities, useCountries, useStates } from '../resources/geo';
import { TextField } from './text-field';
import { useWords } from '../lib/words';

export interface AddressValues {
  address: string;
  country_id: string;
  state_id: string;
  city_id: string;
  zip_code: string;
}

export const emptyAddress: AddressValues = { address: '', country_id: '', state_id: '', city_id: '', zip_code: '' };

export interface AddressFieldsProps {
  values: AddressValues;
  errors: Record<string, string | undefined>;
  onChange: (next: Partial<AddressValues>) => void;
}

export function AddressFields({ values, errors, onChange }: AddressFieldsProps) {
  const { commerce: text } = useWords();
  const countries = useCountries();
  const states = useStates(values.country_id);
  const cities = useCities(values.state_id);
  return (
    <>
      <TextField
        label={text.register.address}
        autoComplete="address-line1"
        value={values.address}
        onValueChange={(address) => onChange({ address })}
        error={errors.address}
      />
      <Picker
        label={text.register.country}
        placeholder={text.register.chooseCountry}
        value={values.country_id}
        options={countries.data?.data}
        failed={countries.error !== null}
        onRetry={() => void countries.reload()}
        onPick={(country_id) => onChange({ country_id, state_id: '', city_id: '' })}
        error={errors.country_id}
      />
      <Picker
        label={text.register.state}
        placeholder={text.register.chooseState}
        value={values.state_id}
        options={states.data?.data}
        failed={states.error !== null}
        onRetry={() => void states.reload()}
        onPick={(state_id) => onChange({ state_id, city_id: '' })}
        error={errors.state_id}
      />
      <Picker
        label={text.register.city}
        placeholder={text.register.chooseCity}
        value={values.city_id}
        options={cities.data?.data}
        failed={cities.error !== null}
        onRetry={() => void cities.reload()}
        onPick={(city_id) => onChange({ city_id })}
        error={errors.city_id}
      />
      <TextField
        label={text.register.zip}
        autoComplete="postal-code"
        value={values.zip_code}
        onValueChange={(zip_code) => onChange({ zip_code })}
        error={errors.zip_code}
      />
    </>
  );
}

interface PickerProps {
  label: string;
  placeholder: string;
  value: string;
  options: { id: Id; name: string }[] | undefined;
  failed: boolean;
  onRetry: () => void;
  onPick: (id: string) => void;
  error: string | undefined;
}

function Picker({ label, placeholder, value, options, failed, onRetry, onPick, error }: PickerProps) {
  const { commerce: text } = useWords();
  const id = useId();
  return (
    <div className="cf-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onPick(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {(options ?? []).map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
      {failed ? (
        <p className="cf-hint" role="status">
          {text.register.placesFailed}{' '}
          <button type="button" className="cf-link" onClick={onRetry}>
            {text.retry}
          </button>
        </p>
      ) : null}
      {error ? (
        <p className="cf-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
