/**
 * The labelled campaign briefs of the relevance evaluation (issue 31): 26 briefs a brand would
 * give AI picks, across Instagram, YouTube and TikTok and many countries and languages. Each
 * `intent` was written before any result was read; every fifth brief (index % 5 === 4) is held
 * out. A profile is judged by the intent alone (2 = what the brand meant, 1 = partly, 0 = not);
 * the pool judged per brief is the raw datasets grepped for fitting creators plus the top 10 of
 * the running picks for the brief and for rephrasings of it.
 */
import type { LabelledBrief } from './judgments';

/** The 26 labelled briefs; `judged` keys are `platform:username` (lower-cased). */
export const BRIEFS: readonly LabelledBrief[] = [
  {
    id: 'brief-vegan-dach',
    brief:
      'Vegan recipes and plant-based cooking creators in Germany or Austria for a vegan protein bar launch',
    intent:
      'Creators who cook or share vegan / plant-based recipes and food, based in Germany or Austria or with their audience there (German-language counts). 2 = vegan or plant-based food creator in DE/AT; 1 = a food or healthy-recipe creator in DE/AT who is not vegan-focused, or a vegan food creator elsewhere. The product is not the topic: fitness clubs, sports clubs, footballers, protein or snack brands are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-indian-festive-fashion',
    brief: 'Indian fashion and beauty creators, saree and ethnic wear, for a festive collection',
    platform: 'instagram',
    intent:
      'Instagram creators who make fashion, styling or beauty content, based in India or with a mainly Indian audience; ethnic wear / saree styling is the best fit. 2 = an Indian fashion or beauty creator (stylist, fashion blogger, makeup creator, model whose content is outfits); 1 = an Indian actress or celebrity whose account is largely outfits/looks, or a fashion creator outside India. Clothing brands, retailers, film studios, cricketers and politicians are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-gaming-brazil',
    brief:
      'Brazilian gaming creators who play and stream games in Portuguese, for the launch of our gaming headset in Brazil',
    platform: 'youtube',
    intent:
      'YouTube channels about video games (gameplay, let\'s plays, streams, game commentary) based in Brazil or speaking Portuguese. 2 = Brazilian / Portuguese-language gaming channel; 1 = a Brazilian entertainment channel with some gaming, or a gaming channel from elsewhere. Music channels, kids\' channels, football clubs, platform-generated channels ("Gaming", "... - Topic") are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-hostel-budget-travel',
    brief: 'Budget travel and backpacking creators for a hostel booking app',
    intent:
      'Creators whose content is travel, especially budget travel, backpacking, travel vlogs or travel tips, on any platform and in any country. 2 = a travel creator (travel vlogger, backpacker, travel photographer posting trips); 1 = a lifestyle or adventure creator whose content is partly travel. Hotels, airlines, tourism boards, magazines, celebrities and politicians are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-skincare-serum-us-uk',
    brief: 'Skincare creators in the US or UK to review our new vitamin C face serum',
    platform: 'instagram',
    intent:
      'Instagram creators who make skincare or beauty content (skincare routines, product reviews, makeup) based in the United States or the United Kingdom or with their main audience there. 2 = a skincare/beauty creator in US/UK; 1 = a beauty creator outside US/UK, or a US/UK celebrity whose account is mainly beauty. Cosmetics brands, stores, magazines, and celebrities known for music or film without beauty content are 0.',
    heldOut: true,
    judged: [],
  },
  {
    id: 'brief-mobile-game-sea',
    brief:
      'Mobile game launch: looking for gamers and gaming streamers in Southeast Asia (Indonesia, Philippines, Thailand, Vietnam, Malaysia)',
    intent:
      "Creators whose content is video games (mobile gaming, streams, gameplay) based in Indonesia, the Philippines, Thailand, Vietnam, Malaysia or elsewhere in Southeast Asia, or with their audience there. 2 = a gaming creator in SEA; 1 = a gaming creator elsewhere in Asia or a SEA entertainment creator with some gaming. Game publishers, esports organisations' brand accounts, music and news channels are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-kids-toys-family',
    brief: "Family YouTubers and kids' channels for the launch of our new toy line",
    platform: 'youtube',
    intent:
      "YouTube channels made for or by families with children: family vlogs, kids' play/toy review channels, kids' entertainment hosted by real creators. 2 = family vlog or kids toy/play channel; 1 = an animated nursery-rhymes/kids' channel or a general family-friendly entertainment channel. Toy companies, TV networks, music labels and platform-generated channels are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-running-shoe-uk',
    brief: 'Runners and running creators in the UK for our new running shoe',
    intent:
      'Creators who make running content (runners, marathon, training for races) or, second best, fitness content, based in the United Kingdom or with a UK audience. 2 = a running creator in the UK; 1 = a UK fitness/sports creator who is not mainly running, or a running creator outside the UK. Sportswear brands, football clubs, footballers and sports media are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-banking-nigeria',
    brief: 'Personal-finance and money creators in Nigeria for our mobile banking app',
    intent:
      'Creators who make personal finance, money, saving, investing, business or entrepreneurship content, based in Nigeria or with a Nigerian audience. 2 = a finance/money/business creator in Nigeria; 1 = a Nigerian creator with an adjacent topic (education, tech, lifestyle talking about money), or a finance creator outside Nigeria. Banks, musicians, footballers, comedians without money content and media outlets are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-kbeauty-korea-japan',
    brief: 'K-beauty skincare brand looking for beauty and makeup creators in South Korea or Japan',
    intent:
      'Creators who make beauty, skincare or makeup content based in South Korea or Japan or with their audience there. 2 = a beauty/makeup/skincare creator in KR/JP; 1 = a KR/JP fashion or lifestyle creator whose content is partly beauty, or a beauty creator elsewhere in Asia. K-pop idols and groups, music labels, actors and brands are 0 unless their content is beauty.',
    heldOut: true,
    judged: [],
  },
  {
    id: 'brief-coffee-dach',
    brief:
      'Specialty coffee roaster wants food, coffee and lifestyle creators in Germany, Austria and Switzerland',
    intent:
      'Creators who make food, drink, coffee, cooking or lifestyle content based in Germany, Austria or Switzerland or with a German-speaking audience there. 2 = a food/coffee/lifestyle creator in DACH; 1 = a DACH creator in an adjacent topic (travel, vlogs), or a coffee/food creator outside DACH. Football clubs, footballers, car brands, TV channels and musicians are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-fitness-latam',
    brief:
      'Fitness and workout creators in Mexico, Colombia, Argentina or Chile, Spanish-speaking, for our gym apparel brand',
    platform: 'tiktok',
    intent:
      "TikTok creators who make fitness, workout, gym or sport-training content based in Latin America (Mexico, Colombia, Argentina, Chile or another Spanish-speaking Latin American country). 2 = a fitness creator in LatAm; 1 = a LatAm creator in an adjacent topic (dance workouts, healthy lifestyle, sport) or a Spanish-speaking fitness creator outside LatAm. The product is not the topic: clothing brands and fashion creators are 0, as are footballers' and clubs' brand accounts.",
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-pet-food',
    brief: 'Premium pet food brand looking for dog and cat creators',
    platform: 'instagram',
    intent:
      'Instagram accounts about pets: pet accounts (a dog or cat as the star), pet owners who post about their animals, vets or trainers. 2 = a pet account or pet creator; 1 = an animal/nature creator not about pets. Pet shops, pet food brands, zoos and media pages are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-language-app',
    brief:
      'Language-learning app wants creators who teach languages, English lessons or talk about learning languages',
    intent:
      "Creators whose content teaches a language (English lessons, Spanish, etc.) or is about learning languages / polyglots; 2 = a language teacher or language-learning creator; 1 = a general education creator. Schools' brand accounts, news channels, and creators who merely speak several languages are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-programming-course',
    brief: 'Coding and software development creators for our online programming course',
    intent:
      'Creators who make programming, coding, software development or computer science content (tutorials, developer life). 2 = a coding/software creator; 1 = a tech or general education creator who is not about coding. Tech companies, gadget brands and news channels are 0.',
    heldOut: true,
    judged: [],
  },
  {
    id: 'brief-camera-photographers',
    brief:
      'Photographers and filmmakers who make photography content, for our mirrorless camera launch',
    intent:
      "Creators whose content is photography or filmmaking: photographers, cinematographers, photo-tutorial channels, travel/nature photographers. 2 = a photographer or filmmaking creator; 1 = a travel or art creator whose content is visual but not about making photos. Camera brands, magazines (e.g. a nature magazine's page), film studios and actors are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-halal-food-sea',
    brief: 'Halal food brand: food and cooking creators in Indonesia or Malaysia',
    intent:
      'Creators who make food, cooking, recipe or food-review content based in Indonesia or Malaysia or with their audience there. 2 = a food creator in ID/MY; 1 = an ID/MY lifestyle or family creator with some food content, or a food creator elsewhere in Southeast Asia. Restaurants, food brands, musicians and TV channels are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-smartphone-spanish',
    brief: 'Tech reviewers who speak Spanish for our new smartphone launch',
    platform: 'youtube',
    intent:
      'YouTube channels that review technology (smartphones, gadgets, unboxings) in Spanish, from Spain or Latin America. 2 = a Spanish-language tech review channel; 1 = a Spanish-language channel with adjacent content (gaming, science) or a tech reviewer in another language. Phone brands, mobile carriers, news channels and music channels are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-sustainable-fashion-france',
    brief: 'Sustainable clothing brand looking for fashion creators in France',
    platform: 'instagram',
    intent:
      'Instagram creators who make fashion or style content (outfits, styling, fashion blogging, models whose posts are outfits) based in France or with a French audience. 2 = a fashion creator in France; 1 = a French lifestyle/beauty creator, or a fashion creator outside France. Fashion houses and brands (Chanel, Dior...), magazines, footballers and football clubs are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-home-decor',
    brief: 'Interior design and home decor creators for our furniture brand',
    platform: 'instagram',
    intent:
      'Instagram creators whose content is interior design, home decor, home renovation, DIY for the home. 2 = an interior/home decor creator; 1 = a lifestyle or DIY/craft creator who sometimes posts homes. Furniture brands and stores, architecture magazines and design media pages are 0.',
    heldOut: true,
    judged: [],
  },
  {
    id: 'brief-indian-cooking',
    brief: 'Indian cooking channels with recipes in Hindi for our masala spice mix',
    platform: 'youtube',
    intent:
      'YouTube channels that cook or share recipes, based in India or speaking Hindi. 2 = an Indian cooking/recipe channel; 1 = an Indian food-vlog or street-food channel that does not cook, or a cooking channel outside India. Spice brands, TV networks, music labels and Bollywood channels are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-comedy-us-tiktok',
    brief: 'Comedy and sketch creators in the US for an energy drink campaign',
    platform: 'tiktok',
    intent:
      'TikTok creators who make comedy: sketches, skits, pranks, funny videos, based in the United States. 2 = a US comedy creator; 1 = a US entertainment creator partly comic, or a comedy creator outside the US. The product is not the topic: sports, fitness and extreme-sport creators, brands and media accounts are 0 unless they make comedy.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-stem-kids',
    brief: 'Science and education YouTubers for a STEM learning kit for kids',
    platform: 'youtube',
    intent:
      "YouTube channels that teach or explain science, maths, engineering or general knowledge, especially for children or families. 2 = a science/education channel; 1 = a kids' channel with some learning content or an educational channel outside science. Universities, TV networks, news channels and music channels are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-lipstick-italy',
    brief: 'Makeup artists and beauty creators in Italy, Italian-speaking, for our lipstick line',
    platform: 'tiktok',
    intent:
      'TikTok creators who make makeup or beauty content based in Italy or speaking Italian. 2 = an Italian makeup/beauty creator; 1 = an Italian fashion/lifestyle creator, or a makeup creator elsewhere in Europe. Cosmetics brands, footballers, singers and media accounts are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'brief-dance-music-app',
    brief: "Dance creators for our music streaming app's summer campaign",
    platform: 'tiktok',
    intent:
      "TikTok creators whose content is dance (choreography, dance trends, dancers). 2 = a dancer/dance creator; 1 = a music or lip-sync creator who sometimes dances. Record labels, music streaming brands and singers' official accounts without dance content are 0.",
    heldOut: true,
    judged: [],
  },
  {
    id: 'brief-baby-food-parents',
    brief: 'Organic baby food brand looking for parenting and mom creators',
    platform: 'instagram',
    intent:
      "Instagram creators who make parenting, motherhood, baby or family content (mum/dad bloggers, family accounts with young children). 2 = a parenting/family creator; 1 = a lifestyle creator who is a parent and sometimes posts family, or a children's food/recipe creator. Baby brands, celebrities known for other work, and media pages are 0.",
    heldOut: false,
    judged: [],
  },
];
