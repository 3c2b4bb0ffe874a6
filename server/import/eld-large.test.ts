import { eld } from 'eld/large';
import { describe, expect, it } from 'vitest';
import { loadLargeDetector } from './eld-large';

describe('eld large loaded from JSON', () => {
  it('answers what the package’s own large detector answers, scores included', async () => {
    const detector = await loadLargeDetector();
    const texts = [
      'Healthy recipes and meal prep for busy families',
      'Recetas fáciles y saludables para toda la familia',
      'Reisen, Fotografie und gutes Essen aus München',
      'Maquiagem, skincare e dicas de beleza todos os dias',
      'Путешествия и фотографии со всего мира',
      'ทำอาหารง่ายๆ ที่บ้าน',
    ];
    for (const text of texts) {
      const own = eld.detect(text);
      const loaded = detector.detect(text);
      expect(loaded.language).toBe(own.language);
      expect(loaded.getScores()).toEqual(own.getScores());
    }
  });
});
