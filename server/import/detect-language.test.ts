import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DATASETS_DIR } from './bundled';
import { detectLanguage, MIN_CONFIDENCE, MIN_LETTERS } from './detect-language';

/** Real bios of the TikTok TIDES file (checked below), so the cases are what the importer sees. */
const tiktok = readFileSync(
  resolve(BUNDLED_DATASETS_DIR, 'tiktok-influencers-tides-5000.csv'),
  'utf8',
).replaceAll('\r\n', '\n');

describe('detectLanguage', () => {
  it.each([
    ['en', 'I believe love is the answer we need to all these atrocities we are facing.'],
    ['es', 'Así es como veo la moda, la fotografía, las cosas, la vida ❤️'],
    // labelled "French" in the dataset, which gives Brazilian accounts that label
    ['pt', 'apoiando a moda em corpos reais ❤️‍🩹✨\ne um pouquinho da minha vida'],
    ['fr', 'Mon travail et les réseaux sociaux n’ont rien à avoir avec ma personnalité.'],
    ['de', 'Der tägliche Wahnsinn rund um den Ball! ⚽️🏀'],
  ])('detects %s in a clear bio: %s', (language, bio) => {
    expect(tiktok).toContain(bio);
    const guess = detectLanguage(bio);
    expect(guess?.language).toBe(language);
    expect(guess?.confidence).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
    expect(guess?.confidence).toBeLessThanOrEqual(1);
  });

  it('detects the language of a bio and a name joined by a line break', () => {
    expect(
      detectLanguage('Cocina Fácil\nRecetas caseras y sencillas para toda la familia'),
    ).toEqual(expect.objectContaining({ language: 'es' }));
  });

  it.each([
    '',
    'Hola',
    '🇿🇦 | 23 | Cape Town', // a real bio: 8 letters
    'IG: @some.very.long.handle_name https://linktr.ee/somebody hello@example.com',
  ])(`returns null for text with fewer than ${MIN_LETTERS} letters of words: %s`, (text) => {
    expect(detectLanguage(text)).toBeNull();
  });

  it.each([
    'CEO of pettinare le bambole\nINSTA @rebornbabygiulia\nSono incinta o…?👇🏻',
    'ceo of basketball curly girl🦋\n700k de bg/blg 😌\n✍🏼: Chaimaabzd.lab@gmail.com',
  ])('returns null for a real mixed-language bio: %s', (bio) => {
    expect(tiktok).toContain(bio);
    expect(detectLanguage(bio)).toBeNull();
  });

  it('returns null for a list of words from several languages', () => {
    expect(detectLanguage('Fitness | Moda | Fashion | Travel | Viajes')).toBeNull();
    expect(detectLanguage('love amor liebe amour')).toBeNull();
  });
});
