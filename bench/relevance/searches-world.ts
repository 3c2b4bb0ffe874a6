/**
 * Keyword searches across countries and languages (issue 31, item 1): searches typed in Spanish,
 * Portuguese, Hindi (Devanagari), Arabic, Russian, Japanese, Korean, Indonesian, French, German and
 * Turkish, and English searches naming a place, over Instagram, YouTube, TikTok and all platforms.
 * Every intent was written before any result was read. Each judgement follows its case's intent
 * only: brands, sports clubs, TV channels, record labels, studios, news outlets, politicians and
 * platform-generated channels are 0 unless the intent asks for them. Every fifth case
 * (index % 5 === 4) is held out.
 */
import type { LabelledSearch } from './judgments';

/** The world part of the labelled searches: 27 cases, five held out. */
export const WORLD_SEARCHES: readonly LabelledSearch[] = [
  {
    id: 'search-world-recetas',
    keywords: 'recetas',
    platform: 'youtube',
    intent:
      'Spanish-language creators who cook or share recipes on YouTube (Spain or Latin America). A cooking creator in another language is 1; a TV channel, restaurant or food brand is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-maquiagem',
    keywords: 'maquiagem',
    platform: 'instagram',
    intent:
      'Brazilian or Portuguese-speaking makeup and beauty creators on Instagram. A beauty creator from elsewhere is 1; a Brazilian creator whose feed is fashion or lifestyle with beauty among it is 1; a cosmetics brand is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-futebol',
    keywords: 'futebol',
    intent:
      'Football (soccer) creators from Brazil or Portugal, on any platform: footballers with a personal account and creators who make football content. A football creator from another country is 1; a club, league, federation or sports broadcaster is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-bollywood',
    keywords: 'bollywood',
    platform: 'instagram',
    intent:
      'Bollywood (Hindi-film) actors and actresses and Indian film creators on Instagram, for a brand that wants a Bollywood face. An Indian actor from another film industry (Tamil, Telugu, Punjabi) or an Indian TV actor is 1; a film studio, music label or fan page is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-cricket',
    keywords: 'cricket',
    intent:
      'Cricketers and cricket creators on any platform (India, Pakistan, Australia, England and other cricket countries). Another sport is 0; a cricket board, league, team or broadcaster is 0.',
    heldOut: true,
    judged: [],
  },
  {
    id: 'search-world-kpop',
    keywords: 'k-pop',
    platform: 'youtube',
    intent:
      'K-pop artists and K-pop creators on YouTube: idols and groups with their own channel, dance-cover and K-pop reaction creators. Korean creators outside music are 1; an entertainment company or label channel (HYBE, SMTOWN, JYP) or a TV or music-show channel is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-anime',
    keywords: 'anime',
    platform: 'youtube',
    intent:
      'Creators on YouTube whose content is anime: anime reviews and commentary, anime-style animation by a creator, anime music covers, cosplay. General cartoons or kids animation are 0; a streaming service, studio or distributor channel is 0. The data holds few: two channels about anime.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-dangdut',
    keywords: 'dangdut',
    intent:
      'Indonesian dangdut singers and dangdut music creators on any platform. Another Indonesian singer is 1; an Indonesian creator outside music is 0; a TV station or label is 0. The data holds few: a handful of dangdut singers with Instagram or TikTok accounts.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-comedia',
    keywords: 'comedia',
    platform: 'tiktok',
    intent:
      'Spanish-language comedy creators on TikTok (sketches, humour, funny videos) from Spain or Latin America. A comedy creator in another language is 1; a Spanish-language creator who is not about comedy is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-indian-fashion',
    keywords: 'indian fashion',
    platform: 'instagram',
    intent:
      'Indian fashion creators and style influencers on Instagram (ethnic or western wear, styling, modelling). A fashion creator outside India is 1; an Indian actor or celebrity whose feed is not about fashion is 1; a fashion brand, retailer or magazine is 0.',
    heldOut: true,
    judged: [],
  },
  {
    id: 'search-world-brazilian-gamers',
    keywords: 'brazilian gamers',
    platform: 'youtube',
    intent:
      'Brazilian gaming creators on YouTube (gameplay, lets-plays, streams, Minecraft, Free Fire). A gaming creator from another country is 1; a Brazilian creator not about games is 0; a game publisher or esports organisation is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-mexican-food',
    keywords: 'mexican food',
    intent:
      'Creators who cook, review or show Mexican food, on any platform, in any country. A Mexican creator about food in general is 2; a food creator without a Mexican link is 1; a restaurant chain, food brand or TV channel is 0. The data holds few: three creators about Mexican food.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-korean-beauty',
    keywords: 'korean beauty',
    platform: 'instagram',
    intent:
      'Korean beauty (K-beauty, skincare, makeup) creators on Instagram: Korean beauty creators, or creators anywhere whose content is Korean skincare and makeup. A Korean idol or actor whose feed is not about beauty is 1; a beauty creator without a Korean link is 1; a cosmetics brand is 0. The data holds none: no Korean beauty creator on Instagram, only idols and beauty creators without a Korean link.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-nigerian-comedy',
    keywords: 'nigerian comedy',
    intent:
      'Nigerian comedians and comedy skit creators on any platform. A Nigerian creator not about comedy is 1; a comedy creator from another country is 1; a TV channel or production company is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-german-cars',
    keywords: 'german cars',
    intent:
      'Car creators for a German-car brand, on any platform: automotive creators in Germany or German-speaking countries, or creators anywhere who review, tune or drive German cars (BMW, Mercedes, Audi, Porsche, VW). A car creator without a German link is 1; a car maker or dealer account is 0. The data holds few: three creators with a German-car or German-language link.',
    heldOut: true,
    judged: [],
  },
  {
    id: 'search-world-khana-banana',
    keywords: 'खाना बनाना',
    platform: 'youtube',
    intent:
      'Indian cooking creators on YouTube who cook in Hindi or another Indian language (home cooking, recipes, village cooking). A cooking creator outside India is 1; an Indian creator not about food is 0; a TV channel is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-tabkh',
    keywords: 'طبخ',
    platform: 'tiktok',
    intent:
      'Arabic-speaking cooking and recipe creators on TikTok (Morocco, the Gulf, Egypt, the Levant). A cooking creator who does not speak Arabic is 1; an Arabic-speaking creator not about food is 0. The data holds few: two Arabic-speaking food creators on TikTok.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-igry',
    keywords: 'игры',
    platform: 'youtube',
    intent:
      'Russian-speaking gaming creators on YouTube (lets-plays, game reviews, Minecraft). A gaming creator in another language is 1; a Russian creator not about games is 0; a kids cartoon or toy channel is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-owarai',
    keywords: 'お笑い',
    platform: 'tiktok',
    intent:
      'Japanese comedians and comedy creators on TikTok (owarai, sketches, funny videos). A Japanese entertainer not about comedy is 1; a comedy creator outside Japan is 0 (the brand searched in Japanese for Japan). The data holds few: four Japanese comedy accounts on TikTok.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-meokbang',
    keywords: '먹방',
    platform: 'youtube',
    intent:
      'Mukbang (eating-show) creators on YouTube, Korean or Korean-style, including eating ASMR. An ASMR creator without eating is 1; a cooking creator is 1; a Korean creator not about food is 0.',
    heldOut: true,
    judged: [],
  },
  {
    id: 'search-world-gamer-indonesia',
    keywords: 'gamer indonesia',
    platform: 'youtube',
    intent:
      'Indonesian gaming creators on YouTube (Mobile Legends, Free Fire, Minecraft, lets-plays). A gaming creator from another country is 1; an Indonesian creator not about games is 0; a game publisher (the Mobile Legends channel) or a TV station is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-humour',
    keywords: 'humour',
    platform: 'tiktok',
    intent:
      'French-speaking comedy creators on TikTok (France, Belgium, Switzerland, Quebec, Morocco and other French-speaking places). A comedy creator in another language is 1; a French-speaking creator not about comedy is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-kochen',
    keywords: 'kochen',
    platform: 'tiktok',
    intent:
      'German-speaking cooking, baking and recipe creators on TikTok (Germany, Austria, Switzerland). A cooking creator in another language is 1; a German-speaking creator not about food is 0; a food brand or restaurant is 0. The data holds few: two German-speaking cooking creators on TikTok.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-dizi-oyuncusu',
    keywords: 'dizi oyuncusu',
    platform: 'instagram',
    intent:
      'Turkish TV-series (dizi) actors and actresses on Instagram, for a brand that wants a Turkish drama face. Another Turkish celebrity or creator is 1; an actor from another country is 0; a TV channel or production company is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-maquillaje',
    keywords: 'maquillaje',
    platform: 'tiktok',
    intent:
      'Spanish-speaking makeup and beauty creators on TikTok (Spain or Latin America), makeup artists included. A makeup creator in another language is 1; a Spanish-speaking creator not about beauty is 0; a cosmetics brand or shop is 0.',
    heldOut: true,
    judged: [],
  },
  {
    id: 'search-world-australian-fitness',
    keywords: 'australian fitness',
    platform: 'tiktok',
    intent:
      'Australian fitness creators on TikTok (personal trainers, gym, running, workouts, sport-fitness). A fitness creator outside Australia is 1; an Australian creator not about fitness is 0; a gym chain or supplement brand is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-world-desi-comedy',
    keywords: 'desi comedy',
    intent:
      'South Asian (Indian, Pakistani, Bangladeshi, diaspora) comedy creators on any platform, mostly in Hindi or Urdu: sketches, vines, roasts, stand-up. A South Asian creator not about comedy is 1; a comedy creator without a South Asian link is 0; a TV channel or production house is 0.',
    heldOut: false,
    judged: [],
  },
];
