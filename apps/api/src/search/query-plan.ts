/**
 * What a submitted query asks for (issue 32), read in this order, each word once:
 *  1. phrases and words of the trade table (trade-synonyms.ts), longest first: 'hotel pan'
 *     finds food pans, 'fridge' finds refrigerators (and, ranked after them, freezers);
 *  2. catalogue words in every form the catalogue holds (word-forms.ts): 'fryers' finds 'fryer';
 *  3. a word that starts catalogue words ('refrig', typed and submitted);
 *  4. a misspelt word, corrected to a known word (spelling.ts), never a known word replaced;
 *  5. else an unknown word, which the partial match leaves out.
 * Function words ('for', 'the', 'commercial') are left out when other words remain.
 * A group is one idea of the query with its alternatives; products must match every group,
 * each through any of its alternatives (a tsquery: AND of ORs).
 */
import type { CategoryRecord } from '../catalogue/catalogue-cache';
import { correctWord, type KnownWord } from './spelling';
import type { TermStats } from './term-stats';
import { tokenize } from './tokenize';
import { parseSynonyms, TRADE_SYNONYMS, type Phrase, type SynonymEntry } from './trade-synonyms';
import { baseForm, FUNCTION_WORDS, wordForms } from './word-forms';

/** Query words read at most: a pasted paragraph is not a query. */
export const MAX_QUERY_WORDS = 10;
const LONGEST_PHRASE = 4;

export interface Alternative {
  /** The phrase as the table or the shopper wrote it. */
  phrase: Phrase;
  /** Per word, the forms the catalogue holds (a prefix word: the prefix). */
  forms: string[][];
  related: boolean;
  prefix: boolean;
}

export type GroupKind = 'word' | 'synonym' | 'prefix' | 'corrected' | 'unknown';

export interface QueryGroup {
  typed: string[];
  /** The words this group searches, as the answer shows them ('Showing results for ...'). */
  shown: string;
  kind: GroupKind;
  /** Alternatives that can match: each of their words is a catalogue word. */
  alternatives: Alternative[];
}

export interface QueryPlan {
  groups: QueryGroup[];
  /** True when a word was corrected: the answer says what it searched instead. */
  corrected: boolean;
}

interface Synonyms {
  /** Entries by the base forms of each of their equivalent phrases ('hotel pan'). */
  byKey: Map<string, SynonymEntry[]>;
  /** Every single word of the table, for typo correction and prefixes ('fridg' -> 'fridge'). */
  words: KnownWord[];
}

const phraseKey = (phrase: Phrase) => phrase.map(baseForm).join(' ');

export function indexSynonyms(entries: SynonymEntry[]): Synonyms {
  const byKey = new Map<string, SynonymEntry[]>();
  const words = new Set<string>();
  for (const entry of entries) {
    for (const phrase of entry.equivalents) {
      const key = phraseKey(phrase);
      byKey.set(key, [...(byKey.get(key) ?? []), entry]);
      if (phrase.length === 1) words.add(phrase[0]!);
    }
  }
  return { byKey, words: [...words].map((word) => ({ word, frequency: 0 })) };
}

let tradeTable: Synonyms | undefined;
/** The trade table, read once. */
export function tradeSynonyms(): Synonyms {
  return (tradeTable ??= indexSynonyms(parseSynonyms(TRADE_SYNONYMS, tokenize)));
}

export interface PlanOptions {
  /** 'Search instead for ...': the words as typed, no correction. */
  exact?: boolean;
  synonyms?: Synonyms;
}

/** Forms of `word` the catalogue holds (all of them while the vocabulary is not loaded). */
function catalogueForms(stats: TermStats, word: string): string[] {
  if (!stats.loaded) return [word];
  return wordForms(word).filter((form) => stats.frequency(form) > 0);
}

function alternative(stats: TermStats, phrase: Phrase, related: boolean): Alternative | null {
  const forms = phrase.map((word) => catalogueForms(stats, word));
  return forms.every((list) => list.length > 0) ? { phrase, forms, related, prefix: false } : null;
}

function synonymGroup(stats: TermStats, typed: string[], entries: SynonymEntry[], kind: GroupKind, shown: string): QueryGroup {
  const alternatives: Alternative[] = [];
  const seen = new Set<string>();
  const add = (phrase: Phrase, related: boolean) => {
    const key = phraseKey(phrase);
    if (seen.has(key)) return;
    seen.add(key);
    const found = alternative(stats, phrase, related);
    if (found) alternatives.push(found);
  };
  // The words as typed first: a catalogue phrase the shopper wrote is always searched.
  add(typed, false);
  for (const entry of entries) for (const phrase of entry.equivalents) add(phrase, false);
  for (const entry of entries) for (const phrase of entry.related) add(phrase, true);
  return { typed, shown, kind, alternatives };
}

function wordGroup(stats: TermStats, typed: string, word: string, kind: GroupKind): QueryGroup {
  const found = alternative(stats, [word], false);
  return { typed: [typed], shown: word, kind, alternatives: found ? [found] : [] };
}

/** The longest run of words at `start` that is a phrase of the table. */
function phraseAt(words: string[], start: number, synonyms: Synonyms): { length: number; entries: SynonymEntry[] } | null {
  for (let length = Math.min(LONGEST_PHRASE, words.length - start); length >= 1; length--) {
    const entries = synonyms.byKey.get(phraseKey(words.slice(start, start + length)));
    if (entries) return { length, entries };
  }
  return null;
}

function readWord(stats: TermStats, word: string, synonyms: Synonyms, options: PlanOptions): QueryGroup {
  if (catalogueForms(stats, word).length > 0) return wordGroup(stats, word, word, 'word');
  if (word.length >= 3 && stats.prefixFrequency(word) > 0) {
    return { typed: [word], shown: word, kind: 'prefix', alternatives: [{ phrase: [word], forms: [[word]], related: false, prefix: true }] };
  }
  const tableWord = word.length >= 4 ? synonyms.words.find((known) => known.word.startsWith(word)) : undefined;
  if (tableWord) return synonymGroup(stats, [word], synonyms.byKey.get(baseForm(tableWord.word)) ?? [], 'synonym', tableWord.word);
  if (!options.exact) {
    const fixed = correctWord(word, [...stats.vocabulary, ...synonyms.words]);
    if (fixed) {
      const entries = synonyms.byKey.get(baseForm(fixed));
      return entries ? synonymGroup(stats, [word], entries, 'corrected', fixed) : wordGroup(stats, word, fixed, 'corrected');
    }
  }
  return { typed: [word], shown: word, kind: 'unknown', alternatives: [] };
}

export function planQuery(text: string, stats: TermStats, options: PlanOptions = {}): QueryPlan {
  const synonyms = options.synonyms ?? tradeSynonyms();
  const words = tokenize(text).slice(0, MAX_QUERY_WORDS);
  const groups: { group: QueryGroup; filler: boolean }[] = [];
  for (let at = 0; at < words.length; ) {
    const phrase = phraseAt(words, at, synonyms);
    if (phrase) {
      const typed = words.slice(at, at + phrase.length);
      groups.push({ group: synonymGroup(stats, typed, phrase.entries, 'synonym', typed.join(' ')), filler: false });
      at += phrase.length;
      continue;
    }
    const word = words[at]!;
    groups.push({ group: readWord(stats, word, synonyms, options), filler: FUNCTION_WORDS.has(word) });
    at += 1;
  }
  const meaningful = groups.filter((entry) => !entry.filler);
  const kept = (meaningful.length > 0 ? meaningful : groups).map((entry) => entry.group);
  return { groups: kept, corrected: kept.some((group) => group.kind === 'corrected') };
}

/** The words the plan searches, as the answer shows them. */
export function shownText(groups: QueryGroup[]): string {
  return groups.map((group) => group.shown).join(' ');
}

/** A tsquery of the groups: every group, each through any alternative. Words are [a-z0-9] and Arabic letters only (tokenize). */
export function groupsTsQuery(groups: QueryGroup[]): string | null {
  if (groups.length === 0 || groups.some((group) => group.alternatives.length === 0)) return null;
  return groups.map((group) => `(${group.alternatives.map(alternativeTsQuery).join(' | ')})`).join(' & ');
}

function alternativeTsQuery(alternative: Alternative): string {
  if (alternative.prefix) return `${alternative.forms[0]![0]}:*`;
  return `(${alternative.forms.map((forms) => `(${forms.join(' | ')})`).join(' & ')})`;
}

/**
 * Category intent (issue 32): the subcategories whose own name says what the query asks for.
 * Each group naming a subcategory adds 1 (0.5 through a related word); the subcategories whose
 * head noun is named ('Deep Fryers' for 'fryer', not 'Oven and Grill Cleaners' for 'oven') with
 * the highest score are what the query means, ranked first; other subcategories a group names
 * come next; then every other match.
 */
export interface CategoryIntent {
  meant: number[];
  named: number[];
}

interface CategoryWords {
  words: Set<string>;
  heads: Set<string>;
}

const categoryWords = new WeakMap<CategoryRecord, CategoryWords>();

/**
 * A subcategory's words (English and Arabic names, base forms) and head nouns: in English the
 * last word, and each single word joined by 'and' to it when every part is one word
 * ('Salamanders and Cheesemelters'); in Arabic the first word (its phrases start with the noun).
 */
function wordsOf(category: CategoryRecord): CategoryWords {
  let known = categoryWords.get(category);
  if (known) return known;
  const english = tokenize(category.name);
  const arabic = tokenize(category.nameAr ?? '');
  const heads = new Set<string>();
  const parts = category.name.toLowerCase().split(/\s+and\s+/).map((part) => tokenize(part));
  const allSingle = parts.every((part) => part.length === 1);
  for (const part of allSingle ? parts : parts.slice(-1)) if (part.length > 0) heads.add(baseForm(part[part.length - 1]!));
  if (arabic.length > 0) heads.add(baseForm(arabic[0]!));
  known = { words: new Set([...english, ...arabic].map(baseForm)), heads };
  categoryWords.set(category, known);
  return known;
}

function names(alternative: Alternative, words: Set<string>): boolean {
  if (alternative.prefix) return [...words].some((word) => word.startsWith(alternative.phrase[0]!));
  return alternative.phrase.every((word) => words.has(baseForm(word)));
}

function namesHead(alternative: Alternative, heads: Set<string>): boolean {
  if (alternative.prefix) return [...heads].some((head) => head.startsWith(alternative.phrase[0]!));
  return alternative.phrase.some((word) => heads.has(baseForm(word)));
}

export function categoryIntent(groups: QueryGroup[], subcategories: Iterable<CategoryRecord>): CategoryIntent {
  const scored: { id: number; score: number; head: boolean }[] = [];
  for (const category of subcategories) {
    const { words, heads } = wordsOf(category);
    let score = 0;
    let head = false;
    for (const group of groups) {
      const naming = group.alternatives.filter((alternative) => names(alternative, words));
      if (naming.length === 0) continue;
      const direct = naming.filter((alternative) => !alternative.related);
      score += direct.length > 0 ? 1 : 0.5;
      if (naming.some((alternative) => namesHead(alternative, heads))) head = true;
    }
    if (score > 0) scored.push({ id: category.id, score, head });
  }
  const best = Math.max(0, ...scored.filter((entry) => entry.head).map((entry) => entry.score));
  const meant = scored.filter((entry) => entry.head && entry.score === best).map((entry) => entry.id);
  const named = scored.filter((entry) => !meant.includes(entry.id)).sort((a, b) => b.score - a.score).map((entry) => entry.id);
  return { meant, named };
}

/** How much a group tells (the partial match keeps the most telling): rarer words more, a category's noun most. */
export function groupWeight(group: QueryGroup, stats: TermStats, intent: CategoryIntent, subcategories: Map<number, CategoryRecord>): number {
  if (group.alternatives.length === 0) return 0;
  const frequency = Math.max(1, ...group.alternatives.flatMap((alternative) => alternative.forms.flat().map((form) => stats.frequency(form))));
  const rarity = Math.log(1 + 100_000 / frequency);
  const meantHeads = intent.meant.some((id) => {
    const category = subcategories.get(id);
    return category ? group.alternatives.some((alternative) => namesHead(alternative, wordsOf(category).heads)) : false;
  });
  return rarity * (meantHeads ? 3 : 1);
}
