// Form association for an element whose contract opts in: `static formAssociated` and
// ElementInternals, so the element submits, resets validity and blocks an invalid submit
// inside a plain <form>, like a native field. The body never touches the host: it fires its
// documented value event (detail: FormValueDetail) and this class turns it into
// setFormValue and setValidity. Browsers without ElementInternals get a working element that
// simply does not take part in the form.
import type { FormAssociationContract, FormValueDetail } from './contract';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's mixin rule wants any[].
type ElementClass = new (...args: any[]) => HTMLElement;

function isFormValueDetail(value: unknown): value is FormValueDetail {
  const detail = value as Partial<FormValueDetail> | null;
  return typeof detail?.value === 'string' && typeof detail.valid === 'boolean';
}

export function formAssociate<T extends ElementClass>(Base: T, { valueEvent }: FormAssociationContract): T {
  return class FormAssociatedElement extends Base {
    static formAssociated = true;
    readonly #internals: ElementInternals | null;

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above.
    constructor(...args: any[]) {
      super(...args);
      this.#internals = typeof this.attachInternals === 'function' ? this.attachInternals() : null;
      this.addEventListener(valueEvent, (event) => {
        const detail = (event as CustomEvent<unknown>).detail;
        if (isFormValueDetail(detail)) this.#apply(detail);
      });
      // Enter in a text field submits its form; our field sits in a shadow root, outside the
      // form's tree, so the host does it (unless the body used the key, like the country list).
      this.addEventListener('keydown', (event) => {
        const origin = event.composedPath()[0];
        if (event.key !== 'Enter' || event.defaultPrevented || !(origin instanceof HTMLInputElement)) return;
        event.preventDefault();
        this.#internals?.form?.requestSubmit();
      });
    }

    #apply(detail: FormValueDetail): void {
      const internals = this.#internals;
      // jsdom has attachInternals without the form half; such a host gets no form value.
      if (typeof internals?.setFormValue !== 'function') return;
      internals.setFormValue(detail.value);
      const required = this.hasAttribute('required') && this.getAttribute('required') !== 'false';
      if (detail.valid || (detail.empty && !required)) internals.setValidity({});
      else if (detail.empty) internals.setValidity({ valueMissing: true }, detail.message ?? '');
      else internals.setValidity({ patternMismatch: true }, detail.message ?? '');
    }

    get form(): HTMLFormElement | null {
      return this.#internals?.form ?? null;
    }

    get validity(): ValidityState | undefined {
      return this.#internals?.validity;
    }

    get validationMessage(): string {
      return this.#internals?.validationMessage ?? '';
    }

    get willValidate(): boolean {
      return this.#internals?.willValidate ?? false;
    }

    checkValidity(): boolean {
      return this.#internals?.checkValidity() ?? true;
    }

    reportValidity(): boolean {
      return this.#internals?.reportValidity() ?? true;
    }
  };
}
