export { PhoneInput } from './phone-input';
export type { PhoneFieldEvent, PhoneInputHandle, PhoneInputProps } from './phone-input';
export type { PhoneValueDetails } from './use-phone-state';
