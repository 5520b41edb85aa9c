// The React body of <horeca-glitch-reporter>; contract and documentation in
// glitch-reporter.contract.ts.
import { GlitchReporter } from './glitch-reporter';
import type { ElementBodyProps } from '../elements/define-element';
import type { HorecaGlitchReporterEvents } from '../elements/element-events';

export function GlitchReporterElementBody({ attrs, emit }: ElementBodyProps<HorecaGlitchReporterEvents>) {
  return (
    <GlitchReporter
      supportEmail={attrs.supportEmail || undefined}
      defaultOpen={attrs.open !== undefined && attrs.open !== 'false'}
      onSubmitted={(detail) => emit('horeca:submitted', detail)}
      onFailed={(detail) => emit('horeca:failed', detail)}
    />
  );
}
