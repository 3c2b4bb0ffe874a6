import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DATASETS_DIR, listBundledDatasets } from './bundled';
import { decodeBytes } from './decode';
import { parseTable } from './parse-table';
import { repairText } from './text-repair';

const datasetText = (name: string) => readFileSync(resolve(BUNDLED_DATASETS_DIR, name), 'utf8');

/**
 * Mojibake and the real value it came from: `source` is a shipped data file holding the clean
 * value (checked below), so every repaired string is one the datasets really contain. The
 * mojibake spelling is that value's UTF-8 bytes read as Windows-1252, with the five bytes
 * Windows-1252 leaves undefined written as the C1 characters they survive as.
 */
const FAMILIES: { family: string; cases: [mojibake: string, clean: string, source: string][] }[] = [
  {
    family: 'Latin-1 accents',
    cases: [
      ['BeyoncÃ©VEVO', 'BeyoncéVEVO', 'youtube-most-subscribed-1000-channels.csv'],
      ['netd mÃ¼zik', 'netd müzik', 'social-media-influencers-2022/youtube-2022-09.csv'],
    ],
  },
  {
    family: 'Cyrillic',
    cases: [
      [
        'ÐœÐ°ÑˆÐ° Ð¸ ÐœÐµÐ´Ð²ÐµÐ´ÑŒ',
        'Маша и Медведь',
        'social-media-influencers-2022/youtube-2022-09.csv',
      ],
    ],
  },
  {
    family: 'the â€ family (punctuation)',
    cases: [
      [
        'Since itâ€™s relatively easy',
        'Since it’s relatively easy',
        'instagram-coding-influencers-brightdata-sample.csv',
      ],
      [
        'Python is â€œan interpreted',
        'Python is “an interpreted',
        'instagram-coding-influencers-brightdata-sample.csv',
      ],
      [
        'semantics.â€\u009d It has',
        'semantics.” It has',
        'instagram-coding-influencers-brightdata-sample.csv',
      ],
      [
        'Kurzgesagt â€“ In a Nutshell',
        'Kurzgesagt – In a Nutshell',
        'social-media-influencers-2022/youtube-2022-09.csv',
      ],
      ['Proverbs 3:5â€“6', 'Proverbs 3:5–6', 'tiktok-influencers-tides-5000.csv'],
      [
        'Libraries Support. â€¦',
        'Libraries Support. …',
        'instagram-coding-influencers-brightdata-sample.csv',
      ],
    ],
  },
  {
    family: 'emoji',
    cases: [
      [
        'a de trabajo como el de hoy? ðŸ¥µðŸ”¥',
        'a de trabajo como el de hoy? 🥵🔥',
        'instagram-coding-influencers-brightdata-sample.csv',
      ],
    ],
  },
  {
    family: 'C1-control survivors (bytes 0x81 0x8D 0x8F 0x90 0x9D)',
    cases: [
      ['Ð\u009dÐ¢Ð’', 'НТВ', 'social-media-influencers-2022/youtube-2022-09.csv'],
      [
        'Ð¥Ð°Ð±Ð¸Ð± Ð\u009dÑƒÑ€Ð¼Ð°Ð³Ð¾Ð¼ÐµÐ´Ð¾Ð²',
        'Хабиб Нурмагомедов',
        'instagram-top-1000-hypeauditor-global.csv',
      ],
      [
        'ðŸŽ€ÐšÐ\u0090Ð\u00a0Ð\u009dÐ\u0090Ð’Ð\u0090Ð›ðŸŽ€',
        '🎀КАРНАВАЛ🎀',
        'social-media-influencers-2022/tiktok-2022-11.csv',
      ],
      ['INCRÃ\u008dVEL', 'INCRÍVEL', 'social-media-influencers-2022/youtube-2022-09.csv'],
      ['Ã\u0081rea Secreta', 'Área Secreta', 'social-media-influencers-2022/youtube-undated.csv'],
    ],
  },
];

describe('repairText', () => {
  for (const { family, cases } of FAMILIES) {
    describe(family, () => {
      for (const [mojibake, clean, source] of cases) {
        it(`repairs ${JSON.stringify(mojibake)} in auto and force mode`, () => {
          expect(datasetText(source)).toContain(clean);
          expect(repairText(mojibake, 'auto')).toEqual({ text: clean, repaired: true });
          expect(repairText(mojibake, 'force')).toEqual({ text: clean, repaired: true });
        });
      }
    });
  }

  it("repairs the real mojibake of the top-200 file (CÃ´te d'Ivoire)", () => {
    expect(datasetText('instagram-top-200-influencers.csv')).toContain("CÃ´te d'Ivoire");
    expect(repairText("CÃ´te d'Ivoire", 'auto')).toEqual({ text: "Côte d'Ivoire", repaired: true });
  });

  it('repairs text mis-decoded as plain Latin-1, where every byte 0x80–0x9F is a C1 character', () => {
    expect(repairText('itâ\u0080\u0099s', 'auto').text).toBe('it’s');
  });

  it('repairs text that was mojibaked twice (ÃƒÂ©)', () => {
    expect(repairText('CafÃƒÂ©', 'auto').text).toBe('Café');
  });

  it('repairs mojibake next to correctly encoded emoji and genuine accents', () => {
    expect(repairText('🔥 BeyoncÃ©VEVO', 'auto').text).toBe('🔥 BeyoncéVEVO');
    expect(repairText("Perú – CÃ´te d'Ivoire", 'auto').text).toBe("Perú – Côte d'Ivoire");
  });

  const GENUINE = [
    'Perú',
    'Müller',
    'São Paulo',
    'Ñandú',
    'naïve café',
    'Türkiye ✓',
    'Straße“',
    'Маша и Медведь',
    'НТВ',
    '日本語のチャンネル',
    '🎀КАРНАВАЛ🎀',
    'Since it’s relatively easy',
    // real values of the shipped files that look a little like mojibake:
    'NHÃ BÉ BẮP 🌽',
    'GUIMARÃES🌻',
    'Ân',
    'ᏴᎪᏴÊ\u00a0ΝᎪᎫᏴᎬᎡᏆ😔', // Ê + no-break space would decode to ʠ
  ];

  it.each(GENUINE)('leaves genuine text unchanged in auto mode: %s', (text) => {
    expect(repairText(text, 'auto')).toEqual({ text, repaired: false });
  });

  it('in force mode repairs whatever decodes, even a plausible genuine pair', () => {
    expect(repairText('Perú', 'force')).toEqual({ text: 'Perú', repaired: false });
    expect(repairText('ᏴᎪᏴÊ\u00a0ΝᎪᎫ', 'force').text).toBe('ᏴᎪᏴʠΝᎪᎫ');
  });

  it('returns the input in off mode', () => {
    expect(repairText('BeyoncÃ©VEVO', 'off')).toEqual({ text: 'BeyoncÃ©VEVO', repaired: false });
  });

  it('turns the double-encoded replacement characters of the YouTube 2023 file back into �', () => {
    expect(repairText('Vocï¿½ï¿½ï¿½', 'auto').text).toBe('Voc\ufffd\ufffd\ufffd');
  });

  it('changes, across every cell of the shipped datasets, only real mojibake', async () => {
    const { datasets } = await listBundledDatasets();
    const changed = new Map<string, string>();
    for (const { file, mapping } of datasets) {
      const { encoding, delimiter, skipLinesAfterHeader } = mapping.format;
      const table = parseTable(decodeBytes(readFileSync(file), encoding), {
        delimiter,
        skipLinesAfterHeader,
      });
      for (const record of table.records) {
        for (const cell of record.cells) {
          const result = repairText(cell, 'auto');
          if (result.repaired) changed.set(cell, result.text);
        }
      }
    }
    // Besides CÃ´te d'Ivoire, the only mojibake is the YouTube 2023 file's double-encoded U+FFFD.
    const other = [...changed].filter(
      ([from, to]) => !(from.includes('ï¿½') && to.includes('\ufffd')),
    );
    expect(other).toEqual([["CÃ´te d'Ivoire", "Côte d'Ivoire"]]);
    expect(changed.size).toBeGreaterThan(50);
  }, 30_000);
});

describe('repairText in auto mode on country names', () => {
  it("repairs UTF-8 read as latin-1 (CÃ´te d'Ivoire)", () => {
    expect(repairText("CÃ´te d'Ivoire", 'auto').text).toBe("Côte d'Ivoire");
    expect(repairText('MÃ©xico', 'auto').text).toBe('México');
  });

  it('leaves clean text unchanged, including genuine accents', () => {
    expect(repairText('Perú', 'auto').text).toBe('Perú');
    expect(repairText('United States', 'auto').text).toBe('United States');
    expect(repairText('Türkiye ✓', 'auto').text).toBe('Türkiye ✓');
  });
});
