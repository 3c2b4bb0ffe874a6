import { CATEGORIES, type CategorySlug } from './taxonomy';

/**
 * The words people type for each taxonomy category (search keywords, campaign briefs, AI-pick
 * keywords): the label's own words, synonyms and product words ("serum" → beauty, "tech" →
 * technology). Lower-case single words, no accents. One lexicon for discovery search and picks,
 * so "tech review" finds the same category in both. Curated by hand from the taxonomy labels and
 * the HypeAuditor / YouTube category names the datasets use (data/datasets/README.md).
 */
// prettier-ignore
export const CATEGORY_LEXICON: Record<CategorySlug, readonly string[]> = {
  fashion: ['fashion', 'style', 'outfit', 'outfits', 'clothing', 'clothes', 'apparel', 'streetwear', 'ootd', 'model', 'modeling', 'modelling', 'shoes', 'sneakers', 'jewelry', 'jewellery', 'accessories', 'designer', 'handbags', 'handbag', 'bags', 'dress', 'dresses', 'denim', 'jeans', 'menswear', 'womenswear', 'lingerie', 'swimwear', 'activewear', 'sunglasses', 'watches', 'boutique'],
  beauty: ['beauty', 'makeup', 'skincare', 'skin', 'serum', 'serums', 'cosmetics', 'cosmetic', 'glow', 'lipstick', 'mascara', 'moisturizer', 'moisturiser', 'haircare', 'hair', 'nails', 'nail', 'fragrance', 'perfume', 'spf', 'sunscreen', 'vitamin', 'acne', 'antiaging', 'complexion', 'lip', 'lips', 'eyeshadow', 'concealer', 'blush', 'cleanser', 'toner', 'retinol', 'hyaluronic', 'niacinamide', 'collagen', 'manicure', 'salon', 'grooming', 'shampoo', 'hairstyle', 'hairstylist', 'mua', 'kbeauty'],
  fitness: ['fitness', 'gym', 'workout', 'workouts', 'training', 'bodybuilding', 'crossfit', 'yoga', 'pilates', 'running', 'runner', 'athlete', 'exercise', 'protein', 'fit', 'fitfam', 'athleisure', 'weightlifting', 'powerlifting', 'cardio', 'hiit', 'marathon', 'trainer', 'muscle', 'strength', 'calisthenics'],
  food: ['food', 'foodie', 'drink', 'drinks', 'cooking', 'cook', 'recipe', 'recipes', 'chef', 'baking', 'vegan', 'vegetarian', 'restaurant', 'restaurants', 'coffee', 'wine', 'cocktail', 'cocktails', 'snack', 'snacks', 'kitchen', 'eats', 'mukbang', 'foodies', 'plantbased', 'dessert', 'desserts', 'pastry', 'bakery', 'bbq', 'grill', 'grilling', 'beer', 'brewery', 'tea', 'meal', 'meals', 'mealprep', 'cuisine', 'dinner', 'lunch', 'breakfast', 'brunch', 'pizza', 'burger', 'sushi', 'juice', 'smoothie', 'chocolate'],
  travel: ['travel', 'traveling', 'travelling', 'traveler', 'traveller', 'trip', 'trips', 'tourism', 'vacation', 'holiday', 'hotel', 'hotels', 'adventure', 'wanderlust', 'backpacking', 'destination', 'destinations', 'flight', 'flights', 'airline', 'resort', 'resorts', 'beach', 'cruise', 'roadtrip', 'camping', 'explore', 'explorer', 'nomad', 'luggage', 'suitcase', 'tourist', 'hostel', 'vanlife'],
  gaming: ['gaming', 'gamer', 'gamers', 'game', 'games', 'videogames', 'esports', 'minecraft', 'fortnite', 'roblox', 'twitch', 'playstation', 'xbox', 'nintendo', 'streamer', 'gameplay', 'console', 'consoles', 'esport', 'rpg', 'mmo', 'fps', 'valorant', 'pubg', 'speedrun', 'letsplay', 'controller'],
  technology: ['technology', 'tech', 'gadget', 'gadgets', 'smartphone', 'smartphones', 'phone', 'phones', 'laptop', 'computer', 'computers', 'software', 'coding', 'programming', 'developer', 'unboxing', 'ai', 'electronics', 'tablet', 'tablets', 'headphones', 'earbuds', 'smartwatch', 'wearable', 'wearables', 'robot', 'robotics', 'drone', 'drones', 'vr', 'pc', 'gpu', 'keyboard', 'android', 'iphone', 'internet', 'cybersecurity'],
  music: ['music', 'musician', 'singer', 'song', 'songs', 'rapper', 'rap', 'hiphop', 'band', 'dj', 'dance', 'dancer', 'dancing', 'concert', 'album', 'musicians', 'singers', 'djs', 'festival', 'festivals', 'guitar', 'piano', 'producer', 'producers', 'beats', 'kpop', 'concerts'],
  entertainment: ['entertainment', 'movie', 'movies', 'film', 'films', 'cinema', 'actor', 'actress', 'celebrity', 'tv', 'show', 'shows', 'series', 'animation', 'cartoon', 'cartoons', 'anime'],
  education: ['education', 'educational', 'learning', 'learn', 'teacher', 'tutorial', 'tutorials', 'study', 'school', 'language', 'languages', 'history', 'teaching', 'teachers', 'course', 'courses', 'university', 'college', 'exam', 'exams', 'lessons', 'homeschool', 'students'],
  lifestyle: ['lifestyle', 'vlog', 'vlogs', 'vlogger', 'daily', 'life', 'influencer', 'blogger', 'minimalism'],
  parenting: ['parenting', 'parent', 'parents', 'family', 'mom', 'mum', 'mother', 'dad', 'father', 'baby', 'babies', 'kids', 'children', 'toys', 'toy', 'nursery', 'moms', 'mums', 'mommy', 'mama', 'dads', 'daddy', 'newborn', 'toddler', 'toddlers', 'pregnancy', 'pregnant', 'maternity', 'motherhood', 'fatherhood', 'diaper', 'diapers', 'nappies', 'child', 'childcare', 'families'],
  pets: ['pets', 'pet', 'dog', 'dogs', 'puppy', 'cat', 'cats', 'kitten', 'animals', 'animal', 'puppies', 'kittens', 'doggo', 'vet', 'veterinary', 'petfood'],
  sports: ['sports', 'sport', 'football', 'soccer', 'basketball', 'tennis', 'golf', 'baseball', 'cricket', 'nba', 'nfl', 'cycling', 'skateboarding', 'surfing', 'racing', 'boxing', 'mma', 'athletes', 'hockey', 'rugby', 'volleyball', 'ski', 'skiing', 'snowboarding', 'climbing', 'hiking', 'swimming', 'f1', 'olympic', 'olympics', 'footballer'],
  business: ['business', 'entrepreneur', 'entrepreneurs', 'entrepreneurship', 'startup', 'startups', 'marketing', 'ecommerce', 'career', 'leadership', 'entrepreneurial', 'founder', 'founders', 'smallbusiness', 'productivity', 'b2b', 'saas'],
  finance: ['finance', 'financial', 'money', 'investing', 'investment', 'invest', 'stocks', 'crypto', 'bitcoin', 'trading', 'budget', 'budgeting', 'savings', 'fintech', 'wealth', 'stock', 'banking', 'bank', 'retirement', 'debt', 'credit', 'tax', 'taxes', 'insurance', 'economy', 'economics', 'investor', 'investors', 'nft', 'nfts', 'cryptocurrency', 'frugal', 'personalfinance'],
  art: ['art', 'artist', 'artists', 'design', 'designer', 'drawing', 'painting', 'illustration', 'illustrator', 'tattoo', 'tattoos', 'sculpture'],
  photography: ['photography', 'photographer', 'photo', 'photos', 'camera', 'cameras', 'portrait', 'portraits', 'photographers', 'videography', 'filmmaker', 'filmmaking', 'drone'],
  comedy: ['comedy', 'comedian', 'funny', 'humor', 'humour', 'memes', 'meme', 'prank', 'pranks', 'sketch', 'sketches', 'jokes', 'comedians', 'skit', 'skits', 'standup', 'parody', 'laugh', 'laughs'],
  health: ['health', 'healthy', 'wellness', 'wellbeing', 'nutrition', 'nutritionist', 'diet', 'mental', 'meditation', 'mindfulness', 'doctor', 'medical', 'supplement', 'supplements', 'selfcare', 'vitamins', 'keto', 'therapy', 'therapist', 'sleep', 'immune', 'gut', 'probiotic', 'probiotics', 'mindful'],
  home: ['home', 'interior', 'interiors', 'decor', 'furniture', 'garden', 'gardening', 'cleaning', 'organization', 'organisation', 'realestate', 'architecture', 'homeware', 'homewares', 'decorating', 'renovation', 'houseplants', 'bedroom', 'cozy', 'furnishing', 'sofa'],
  automotive: ['automotive', 'car', 'cars', 'auto', 'autos', 'motorcycle', 'motorcycles', 'vehicle', 'vehicles', 'truck', 'trucks', 'supercar', 'supercars', 'ev', 'evs', 'tesla', 'driving', 'motorsport', 'motorbike', 'motorbikes', 'suv', 'offroad', 'detailing'],
  diy: ['diy', 'crafts', 'craft', 'crafting', 'handmade', 'woodworking', 'hacks', 'lifehacks', 'sewing', 'knitting', 'upcycling', 'crochet', 'pottery', 'homemade'],
  news: ['news', 'politics', 'political', 'journalism', 'journalist', 'current', 'affairs'],
  science: ['science', 'scientist', 'physics', 'chemistry', 'biology', 'space', 'astronomy', 'engineering', 'nature', 'experiments'],
};

const BY_WORD = new Map<string, CategorySlug[]>();
for (const { slug } of CATEGORIES) {
  for (const word of CATEGORY_LEXICON[slug])
    BY_WORD.set(word, [...(BY_WORD.get(word) ?? []), slug]);
}

/** The taxonomy categories a single lower-case word names (empty when it names none). */
export function categoriesForWord(word: string): CategorySlug[] {
  return BY_WORD.get(word.toLowerCase()) ?? [];
}
