// A return's reason in the page's language: the API stores the spec's English reason (the
// value the form sends); the shopper reads it in their language.
import { messages as englishMessages } from '@horeca/core/messages';
import { useCoreMessages } from '@horeca/widgets';
import { useCallback } from 'react';

type ReasonKey = keyof typeof englishMessages.returns.reasons;
const KEYS = Object.keys(englishMessages.returns.reasons) as ReasonKey[];

export function useReasonLabel(): (reason: string) => string {
  const messages = useCoreMessages();
  return useCallback(
    (reason: string) => {
      const key = KEYS.find((candidate) => englishMessages.returns.reasons[candidate] === reason);
      return key ? messages.returns.reasons[key] : reason;
    },
    [messages],
  );
}
