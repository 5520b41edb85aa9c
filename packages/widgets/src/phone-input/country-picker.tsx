// The country list of the phone input: a button showing the flag and dial code, and a popup
// with a search box (a combobox) over a listbox of the six countries. Keyboard: arrows move,
// Enter picks, Escape closes and returns focus to the button; a click outside (seen through
// composedPath, so it works inside a shadow root) closes too.
import { formatMessage } from '@horeca/core/messages';
import { searchGulfCountries, type GulfCountryCode } from '@horeca/core/phone';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStyles } from '../runtime/styles';
import { countryOf } from './use-phone-state';
import { phoneInputStyles } from './phone-input.styles';
import { useCountryWords, usePhoneMessages, usePhoneWidgetMessages } from '../runtime/use-messages';

export interface CountryPickerProps {
  country: GulfCountryCode;
  onSelect: (country: GulfCountryCode) => void;
  disabled?: boolean;
  /** Where focus goes after a pick: the number field. */
  onPicked?: () => void;
}

export function CountryPicker({ country, onSelect, disabled, onPicked }: CountryPickerProps) {
  const phoneMessages = usePhoneMessages();
  const phoneWidgetMessages = usePhoneWidgetMessages();
  const s = useStyles(phoneInputStyles);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const id = useId();
  // In Arabic the names shown are Arabic, and Arabic names and cities find a country too.
  const words = useCountryWords();
  const searchWords = useMemo(() => Object.fromEntries(Object.entries(words).map(([code, word]) => [code, [word.name, ...word.keywords]])), [words]);
  const nameOf = (code: GulfCountryCode, english: string) => words[code]?.name ?? english;
  const results = searchGulfCountries(query, searchWords);
  const current = countryOf(country);

  useEffect(() => {
    if (!open) return;
    search.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const show = () => {
    setQuery('');
    setActive(Math.max(0, searchGulfCountries('').findIndex((item) => item.code === country)));
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const pick = (code: GulfCountryCode) => {
    setOpen(false);
    onSelect(code);
    if (onPicked) onPicked();
    else trigger.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent) => {
    const last = results.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => (index <= 0 ? last : index - 1));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(last);
    else if (event.key === 'Enter') {
      const chosen = results[active];
      if (chosen) pick(chosen.code);
    } else if (event.key === 'Escape') {
      // Only this popup closes: a dialog around the input must stay open.
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  };

  const listId = `${id}-countries`;
  const optionId = (code: string) => `${id}-${code}`;
  const activeCountry = results[Math.min(active, results.length - 1)];

  return (
    <div className={s.picker} ref={root}>
      <button
        ref={trigger}
        type="button"
        part="country"
        className={s.trigger}
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={formatMessage(phoneWidgetMessages.countryButton, { country: nameOf(current.code, current.name), dialCode: current.dialCode })}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={onTriggerKeyDown}
      >
        <span aria-hidden="true" className={s.flag}>
          {current.flag}
        </span>
        <bdi dir="ltr">{current.dialCode}</bdi>
        <span aria-hidden="true" className={s.caret} />
      </button>
      {open && (
        <div className={s.popup} part="country-list">
          <input
            ref={search}
            className={s.search}
            type="search"
            role="combobox"
            aria-label={phoneWidgetMessages.searchLabel}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeCountry ? optionId(activeCountry.code) : undefined}
            placeholder={phoneMessages.searchPlaceholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          <p className={s.status} role="status">
            {results.length > 0 ? formatMessage(phoneMessages.resultsFound, { n: results.length }) : phoneMessages.noCountries}
          </p>
          {results.length === 0 && <p className={s.empty}>{phoneMessages.noCountriesHint}</p>}
          <ul id={listId} role="listbox" aria-label={phoneWidgetMessages.countries} className={s.list}>
            {results.map((item) => (
              <li
                key={item.code}
                id={optionId(item.code)}
                role="option"
                aria-selected={item.code === country}
                data-active={item === activeCountry || undefined}
                className={s.option}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => pick(item.code)}
              >
                <span aria-hidden="true" className={s.flag}>
                  {item.flag}
                </span>
                <span className={s.optionName}>{nameOf(item.code, item.name)}</span>
                <bdi dir="ltr" className={s.optionDial}>
                  {item.dialCode}
                </bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
