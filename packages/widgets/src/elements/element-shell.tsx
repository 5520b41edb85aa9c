// What an element renders once loaded: its body inside the runtime (store, swr, API client,
// styles bound to the shadow root, toaster). It sits in the lazily loaded part with the body,
// so the script-tag bundle's initial script carries React and registration only and the
// runtime's libraries arrive with the first element that renders.
import type { WidgetConfig } from '../runtime/config';
import { useHandoffSettlement } from '../runtime/cart-handoff';
import { HorecaProvider } from '../runtime/provider';
import type { ElementBodyProps } from './define-element';
import type { ElementBody } from './lazy-body';

export interface ElementShellProps extends ElementBodyProps {
  Body: ElementBody;
  config: Partial<WidgetConfig>;
  styleTarget: ShadowRoot | undefined;
}

export function ElementShell({ Body, config, styleTarget, attrs, emit }: ElementShellProps) {
  return (
    <HorecaProvider config={config} styleTarget={styleTarget}>
      <HandoffSettlement />
      <Body attrs={attrs} emit={emit} />
    </HorecaProvider>
  );
}

/** On a partner's page, a cart handed to the store leaves this page once the store confirms it. */
function HandoffSettlement() {
  useHandoffSettlement();
  return null;
}
