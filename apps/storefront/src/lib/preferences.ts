// The shopper's settings (/settings), kept in this browser like the storefront choice and the
// other local keys (docs/behaviour.md §3): the language of the page and which notices they want. Core's
// writers announce each write to the rest of the page (docs/behaviour.md §4).
import { STORAGE_KEYS, getSafeStorage, readJson, readString, writeJson } from '@horeca/core/storage';
import { switchLanguage } from './locale';

export const LANGUAGES = {
  en: { label: 'English', dir: 'ltr' },
  ar: { label: 'العربية', dir: 'rtl' },
} as const;
export type Language = keyof typeof LANGUAGES;

export const NOTIFICATION_CHOICES = ['orderEmail', 'orderSms', 'offersEmail', 'backInStock'] as const;
export type NotificationChoice = (typeof NOTIFICATION_CHOICES)[number];
export type NotificationChoices = Record<NotificationChoice, boolean>;

/** Order news is on and marketing is off until the shopper says otherwise. */
export const DEFAULT_NOTIFICATIONS: NotificationChoices = { orderEmail: true, orderSms: false, offersEmail: false, backInStock: false };

const local = () => getSafeStorage('local');

export function readLanguage(): Language {
  const stored = readString(local(), STORAGE_KEYS.language, 'en');
  return stored in LANGUAGES ? (stored as Language) : 'en';
}

/** Remembers the language and opens the page in it (its /ar/ or English address: lib/locale.ts). */
export function saveLanguage(language: Language): void {
  switchLanguage(language);
}

const isChoices = (value: unknown): value is Partial<NotificationChoices> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'boolean');

export function readNotifications(): NotificationChoices {
  const stored = readJson<Partial<NotificationChoices>>(local(), STORAGE_KEYS.notificationChoices, {}, isChoices);
  return Object.fromEntries(NOTIFICATION_CHOICES.map((choice) => [choice, stored[choice] ?? DEFAULT_NOTIFICATIONS[choice]])) as NotificationChoices;
}

export function saveNotifications(choices: NotificationChoices): void {
  writeJson(local(), STORAGE_KEYS.notificationChoices, choices);
}
