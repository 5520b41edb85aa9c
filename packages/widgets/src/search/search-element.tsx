// The React body of <horeca-search>; its contract (and the element's documentation) is in
// search.contract.ts.
import { Search } from './search';
import type { ElementBodyProps } from '../elements/define-element';
import type { HorecaSearchEvents } from '../elements/element-events';

/** Unset: the element keeps its own open state; 'false' closes, anything else opens. */
function openAttribute(value: string | undefined): boolean | undefined {
  return value === undefined ? undefined : value !== 'false';
}

export function SearchElementBody({ attrs, emit }: ElementBodyProps<HorecaSearchEvents>) {
  return (
    <Search
      placeholder={attrs.placeholder || undefined}
      label={attrs.label || undefined}
      initialQuery={attrs.initialQuery ?? ''}
      searchUrl={attrs.searchUrl || undefined}
      open={openAttribute(attrs.open)}
      onOpenChange={(open) => emit('horeca:open-change', { open })}
    />
  );
}
