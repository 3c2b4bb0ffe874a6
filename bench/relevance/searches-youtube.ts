/**
 * YouTube-tab searches of the relevance evaluation (issue 31): what a brand types in discovery's
 * keyword box on the YouTube tab, each with the criterion written before any result was read and
 * the profiles judged against it (a pool built from the raw datasets in the shared data folder
 * plus the top results of the search and of a couple of rephrasings). Every fifth case
 * (index % 5 === 4) is held back.
 */
import type { LabelledSearch } from './judgments';

/** 27 YouTube searches: one-word, two-word, phrase, typo and creator-by-name searches. */
export const YOUTUBE_SEARCHES: readonly LabelledSearch[] = [
  {
    id: "search-yt-tech-review",
    keywords: "tech review",
    platform: 'youtube',
    intent:
      "Creators who review technology: phones, laptops, gadgets, PC hardware (unboxing-and-review tech channels). A channel that merely has 'review' or 'tech' in its name but does something else (drama commentary, gaming) is 0; a general tech or gadget channel that is not mainly reviews is 1.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-cars",
    keywords: "cars",
    platform: 'youtube',
    intent:
      "Creators whose channel is about cars: car reviews, car culture, modifications, racing or automotive vlogs. A creator whose name merely starts with 'car' (Carson, Carter) is 0; a car maker's brand channel is 0; vehicle-adjacent (trucks toys for kids, motorcycles) is 1.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-mrbeats",
    keywords: "mrbeats",
    platform: 'youtube',
    intent:
      "A typo for MrBeast: MrBeast's own channels (MrBeast, MrBeast Gaming, Beast Reacts, MrBeast 2, translated MrBeast channels) are 2. Other challenge/stunt creators are 0: the brand wanted MrBeast.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-minecraft",
    keywords: "minecraft",
    platform: 'youtube',
    intent:
      "Creators whose videos are mainly Minecraft (let's plays, builds, Minecraft animations). A general gaming channel that plays Minecraft among many games is 1; non-gaming channels are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-kids-songs",
    keywords: "kids songs",
    platform: 'youtube',
    intent:
      "Channels of songs for children: nursery rhymes, kids' music, animated sing-along songs, in any language. A kids' channel of toys/vlogs/cartoons without songs as its main content is 1; general music labels are 0.",
    heldOut: true,
    judged: [],
  },
  {
    id: "search-yt-gaming-walkthrough",
    keywords: "gaming walkthrough",
    platform: 'youtube',
    intent:
      "Gaming creators who play games through (let's plays, walkthroughs, gameplay commentary). Gaming channels of other kinds (esports news, gaming shorts, game trailers) are 1; the auto-generated 'Gaming' topic channel and game publishers' brand channels are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-science-explained",
    keywords: "science explained",
    platform: 'youtube',
    intent:
      "Creators who explain science (physics, biology, space, engineering) in educational videos. General education channels (school lessons, trivia) are 1; science-fiction entertainment, kids' toy channels are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-history-documentary",
    keywords: "history documentary",
    platform: 'youtube',
    intent:
      "Creators who make history documentaries or history explainers. General documentary or education channels are 1; TV networks (History Channel brand) are 0 unless they are creator channels; the data holds few.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-unboxing",
    keywords: "unboxing",
    platform: 'youtube',
    intent:
      "Creators who unbox products on camera (tech unboxing, toy unboxing, mystery boxes). Review creators who unbox as part of reviews are 2; toy play channels for kids with little unboxing are 1.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-vlog",
    keywords: "vlog",
    platform: 'youtube',
    intent:
      "Creators who vlog their daily life, family or travel (vlog channels, family vlogs). Entertainment creators who sometimes vlog are 1; music labels, TV channels, news are 0.",
    heldOut: true,
    judged: [],
  },
  {
    id: "search-yt-music-covers",
    keywords: "music covers",
    platform: 'youtube',
    intent:
      "Musicians who post cover songs (singing or instrumental covers of others' songs). Original artists' official channels are 1 (music, not covers); record labels and the 'Music' topic channel are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-guitar-lessons",
    keywords: "guitar lessons",
    platform: 'youtube',
    intent:
      "Creators who teach guitar (lessons, tutorials, guitar gear). Guitarists who play/perform but do not teach are 1; other music is 0; the data holds few.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-workout",
    keywords: "workout",
    platform: 'youtube',
    intent:
      "Fitness creators: home workouts, gym training, exercise routines. Sports clubs, athletes who do not post workouts, and health news are 0; nutrition/wellness creators are 1.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-cooking-recipes",
    keywords: "cooking recipes",
    platform: 'youtube',
    intent:
      "Creators who cook and share recipes (home cooking, chefs, recipe channels, any language). Food eating/mukbang or food-review channels are 1; restaurants, food brands and TV channels are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-makeup-tutorial",
    keywords: "makeup tutorial",
    platform: 'youtube',
    intent:
      "Beauty creators who do makeup tutorials (makeup, skincare, beauty looks). Fashion or lifestyle creators who are not mainly beauty are 1; celebrities, cosmetics brands and crafts channels are 0.",
    heldOut: true,
    judged: [],
  },
  {
    id: "search-yt-true-crime",
    keywords: "true crime",
    platform: 'youtube',
    intent:
      "Creators who tell true crime stories (murder cases, mysteries, unsolved cases). Horror/creepy-story and paranormal channels are 1; TV crime dramas and news channels are 0; the data holds few.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-football-highlights",
    keywords: "football highlights",
    platform: 'youtube',
    intent:
      "Creators who post football (soccer) highlights, skills, analysis or football challenges. Football clubs, leagues and broadcasters are 0 (brands, not creators); footballers' own channels are 1; other sports are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-cricket",
    keywords: "cricket",
    platform: 'youtube',
    intent:
      "Creators whose channel is about cricket (match analysis, highlights, cricket vlogs, cricket comedy). Cricket boards, leagues and broadcasters are 0; cricketers' own channels are 1; the data holds few.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-anime-reviews",
    keywords: "anime reviews",
    platform: 'youtube',
    intent:
      "Creators who review, discuss or explain anime and manga. Anime-style animation channels and anime edits are 1; Japanese music and general animation are 0.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-diy-crafts",
    keywords: "diy crafts",
    platform: 'youtube',
    intent:
      "Creators of DIY and craft videos (crafts, life hacks, handmade projects, art projects). Channels owned by media companies that publish craft videos (5-Minute Crafts, Troom Troom) are 1: crafts content but a media company; home improvement/woodworking is 2.",
    heldOut: true,
    judged: [],
  },
  {
    id: "search-yt-personal-finance",
    keywords: "personal finance",
    platform: 'youtube',
    intent:
      "Creators who talk about personal finance: saving, investing, budgeting, stock market, money advice. Business news and general entrepreneurship/motivation are 1; banks and news networks are 0; the data holds few.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-programming-tutorials",
    keywords: "programming tutorials",
    platform: 'youtube',
    intent:
      "Creators who teach programming or software development (coding tutorials, computer science courses). General tech reviews and IT news are 1; non-tech education is 0; the data holds few.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-learn-english",
    keywords: "learn english",
    platform: 'youtube',
    intent:
      "Creators who teach English as a foreign language (vocabulary, grammar, speaking). Teachers of other languages are 1; English-language channels that do not teach are 0; the data holds few.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-pewdiepie",
    keywords: "PewDiePie",
    platform: 'youtube',
    intent:
      "A search for the creator by name: PewDiePie's own channel is 2. Other channels are 0 (commentary about him is still not what the brand asked for).",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-markiplier",
    keywords: "markiplier",
    platform: 'youtube',
    intent:
      "A search for the creator by handle: Markiplier's own channel is 2. Other channels are 0.",
    heldOut: true,
    judged: [],
  },
  {
    id: "search-yt-dude-perfect",
    keywords: "dude perfect",
    platform: 'youtube',
    intent:
      "A search for the creator by name: Dude Perfect's channel is 2. Other trick-shot or sports-entertainment creators are 0: the brand wanted Dude Perfect.",
    heldOut: false,
    judged: [],
  },
  {
    id: "search-yt-recetas",
    keywords: "recetas de cocina",
    platform: 'youtube',
    intent:
      "A Spanish search for Spanish-speaking cooking creators who share recipes. Cooking creators in another language are 1; Spanish-speaking creators who do not cook, restaurants and food brands are 0.",
    heldOut: false,
    judged: [],
  },
];
