/**
 * Relevance set (issue 31): 27 everyday searches as a brand types them in discovery's keyword box,
 * 14 on the Instagram tab, 9 on the TikTok tab, 4 on all platforms. Each intent was written before
 * any result was read. Throughout: brands, sports clubs, media companies, politicians and
 * platform-generated channels ("Music", "Gaming", "… - Topic") are not creators a brand means and
 * are graded 0 unless the intent asks for them.
 */
import type { LabelledSearch } from './judgments';

/** The everyday searches; every fifth (index % 5 === 4) is held out. */
export const EVERYDAY_SEARCHES: readonly LabelledSearch[] = [
  {
    id: 'search-everyday-skincare-routine',
    keywords: 'skincare routine',
    platform: 'instagram',
    intent:
      'Creators who show and talk about skincare: routines, products, skin care tips, dermatology, beauty creators whose content is skin. A makeup-only or general beauty creator is 1; celebrities, singers, actresses and reality stars whose fame is not skincare content are 0, as are brands (including skincare brands) and media pages.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-cooking',
    keywords: 'cooking',
    platform: 'instagram',
    intent:
      'Creators who cook and share recipes or cooking videos (home cooks, chefs, recipe accounts run by a person). A food reviewer, food photographer or restaurant-visiting foodie is 1; restaurants, food brands, magazines and meme/DIY pages are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-asmr',
    keywords: 'asmr',
    platform: 'tiktok',
    intent:
      'Creators who make ASMR content (whispering, tapping, eating sounds, relaxing sounds). A creator whose bio or content is satisfying/slime/relaxing videos without saying ASMR is 1; any other creator is 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-yoga',
    keywords: 'yoga',
    platform: 'instagram',
    intent:
      'Yoga teachers and creators who practise and share yoga (poses, flows, classes). A general fitness, pilates or wellness/meditation creator is 1; athletes, gyms, brands and celebrities are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-makeup-tutorial',
    keywords: 'makeup tutorial',
    platform: 'instagram',
    intent:
      'Makeup artists and beauty creators who teach or show makeup looks. A beauty creator mostly about skincare, hair or nails is 1; cosmetic brands, celebrities famous for something else (singers, actresses, reality stars) and fashion-only creators are 0.',
    heldOut: true,
    judged: [],
  },
  {
    id: 'search-everyday-comedy-sketches',
    keywords: 'comedy sketches',
    platform: 'tiktok',
    intent:
      'Comedians and creators who make comedy sketches, skits or funny acted videos. A creator of pranks, funny lip-syncs or general humour without sketches is 1; dancers, singers, athletes and brands are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-vegan-food',
    keywords: 'vegan food',
    platform: 'instagram',
    intent:
      'Creators who cook, share or review vegan or plant-based food. A general food or healthy-eating creator not said to be vegan is 1; restaurants, food brands, animal-rights organisations and celebrities who happen to be vegan are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-budget-travel',
    keywords: 'budget travel',
    intent:
      'Travel creators (travel bloggers, vloggers, backpackers, digital nomads) on any platform; ones who say cheap/budget/backpacking travel are 2, as are general travel creators since a brand searching this wants travel creators. Travel-adjacent (outdoor, lifestyle creator who sometimes travels, travel photographer) is 1; politicians, celebrities, airlines, hotels, tourism boards and media are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-fashion-haul',
    keywords: 'fashion haul',
    platform: 'instagram',
    intent:
      'Fashion creators who show outfits, try-ons, hauls and style (fashion bloggers and influencers). A general lifestyle creator with fashion content, or a model, is 1; fashion brands and retailers, magazines, and celebrities famous for music or film are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-dance',
    keywords: 'dance',
    platform: 'tiktok',
    intent:
      'Dancers and creators whose content is dancing (choreography, dance trends, dance crews). A lip-sync or entertainment creator who sometimes dances is 1; singers, athletes, brands and sports clubs are 0.',
    heldOut: true,
    judged: [],
  },
  {
    id: 'search-everyday-dog-training',
    keywords: 'dog training',
    platform: 'instagram',
    intent:
      "Dog trainers and creators who teach dog training, behaviour and obedience. A dog account or dog-owner creator (a dog's life, no training), a vet or a general pet creator is 1; pet brands, shops and cat-only accounts are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-interior-design',
    keywords: 'interior design',
    platform: 'instagram',
    intent:
      'Interior designers and creators who show home decor, interiors, renovation and styling of rooms. An architecture or DIY/home-improvement creator is 1; furniture brands, stores and magazines are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-football-freestyle',
    keywords: 'football freestyle',
    platform: 'tiktok',
    intent:
      'Football (soccer) freestylers and creators doing football skills and tricks. A creator of football content who is not a freestyler (football comedy, challenges, fan content) or a professional footballer who posts skills is 1; clubs, leagues, sports media and brands are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-parenting',
    keywords: 'parenting',
    platform: 'instagram',
    intent:
      "Parent creators (mums, dads, family bloggers) who share life with children, parenting tips or family content. A kids' channel, pregnancy or family-lifestyle creator is 1 when the parenting part is weak; celebrities who happen to be parents, toy or baby brands are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-cars',
    keywords: 'cars',
    intent:
      'Car creators: car reviewers, car enthusiasts, modifiers, racing drivers\' personal car content, automotive vloggers. A motorsport or motorbike creator is 1; car makers and dealers (brands), people or accounts whose name merely contains "car" (Carson, Carly, Cardi B) and films are 0.',
    heldOut: true,
    judged: [],
  },
  {
    id: 'search-everyday-photography',
    keywords: 'photography',
    platform: 'instagram',
    intent:
      'Photographers who share their photography (portrait, landscape, street, travel photography). A travel, nature or art creator whose posts are mostly their photos is 1; models, magazines, camera brands and photo-feature/repost pages are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-personal-finance',
    keywords: 'personal finance',
    platform: 'tiktok',
    intent:
      'Creators who teach personal finance: money management, saving, budgeting, investing, side income. A business, entrepreneurship or crypto/trading creator is 1; banks, fintech brands and news media are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-streetwear',
    keywords: 'streetwear',
    platform: 'instagram',
    intent:
      'Fashion creators who show streetwear, sneakers and urban outfits. A general fashion or sneaker collector creator is 1; clothing and sneaker brands, shops and rappers or athletes whose fame is not their style content are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-gardening',
    keywords: 'gardening',
    platform: 'instagram',
    intent:
      'Gardeners and creators who share gardening, plants, growing food and garden design. A houseplant, nature or homestead creator is 1; nurseries, garden brands and landscape photography pages are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-baking',
    keywords: 'baking',
    platform: 'tiktok',
    intent:
      'Bakers and creators who share baking: cakes, bread, pastries, desserts and cake decorating. A general cooking/food creator is 1; bakeries as businesses, food brands and food review accounts are 0.',
    heldOut: true,
    judged: [],
  },
  {
    id: 'search-everyday-fitness-at-home',
    keywords: 'fitness at home',
    platform: 'instagram',
    intent:
      'Fitness creators and personal trainers who share workouts people can do, especially at home without a gym. A gym/bodybuilding, yoga or sports creator is 1; athletes famous for their sport, gyms and sports brands are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-cat-videos',
    keywords: 'cat videos',
    platform: 'tiktok',
    intent:
      "Creators whose content is their cats (cat accounts, cat owners posting cat videos). A general pet or other-animal creator is 1; pet brands, shelters' institutional pages and people merely named Cat/Kat are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-hair-styling',
    keywords: 'hair styling',
    platform: 'instagram',
    intent:
      'Hairstylists, hairdressers and creators who show hairstyles, hair tutorials and hair care. A makeup or general beauty creator is 1; hair-product brands, salons as businesses and celebrities are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-street-food',
    keywords: 'street food',
    intent:
      'Creators who film, review or cook street food and food on the go (food vloggers, food travel creators). A general food, cooking or restaurant reviewer creator is 1; restaurants, food brands and TV shows are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-gym-workout',
    keywords: 'gym workout',
    platform: 'tiktok',
    intent:
      'Fitness creators, personal trainers and bodybuilders who share gym workouts, training and exercise. A sports athlete doing workouts or a general health creator is 1; gyms, supplement brands and sports clubs are 0.',
    heldOut: true,
    judged: [],
  },
  {
    id: 'search-everyday-nail-art',
    keywords: 'nail art',
    intent:
      'Nail artists and creators who show nail designs and manicure tutorials. A general beauty or makeup creator is 1; nail salons as businesses and beauty brands are 0.',
    heldOut: false,
    judged: [],
  },
  {
    id: 'search-everyday-outfit-ideas',
    keywords: 'outfit ideas',
    platform: 'tiktok',
    intent:
      'Fashion creators who share outfits, styling ideas, try-ons and get-ready-with-me looks. A lifestyle or beauty creator who sometimes shows outfits is 1; clothing brands, shops and celebrities known for something else are 0.',
    heldOut: false,
    judged: [],
  },
];
