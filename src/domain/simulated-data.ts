/** Lookup tables for the simulated profile and discovery pages (SPEC 9). Every person here is fictional. */

export interface CityEntry {
  city: string;
  /** State code or region, shown as 'City, ST' or 'City, Region'. */
  region: string;
  districts: readonly string[];
}

export const CITIES: readonly CityEntry[] = [
  { city: 'New York', region: 'NY', districts: ['Brooklyn', 'Queens', 'Harlem', 'Astoria', 'Williamsburg'] },
  { city: 'Los Angeles', region: 'CA', districts: ['Silver Lake', 'Santa Monica', 'Echo Park', 'Venice'] },
  { city: 'Chicago', region: 'IL', districts: ['Wicker Park', 'Lincoln Park', 'Hyde Park', 'Pilsen'] },
  { city: 'Houston', region: 'TX', districts: ['Montrose', 'The Heights', 'Midtown'] },
  { city: 'Phoenix', region: 'AZ', districts: ['Arcadia', 'Roosevelt Row', 'Ahwatukee'] },
  { city: 'Denver', region: 'CO', districts: ['LoDo', 'Capitol Hill', 'Highlands', 'RiNo'] },
  { city: 'Seattle', region: 'WA', districts: ['Capitol Hill', 'Ballard', 'Fremont', 'Queen Anne'] },
  { city: 'San Francisco', region: 'CA', districts: ['Mission', 'Sunset', 'Nob Hill', 'Hayes Valley', 'Richmond'] },
  { city: 'Boston', region: 'MA', districts: ['Back Bay', 'South End', 'Jamaica Plain', 'Cambridge'] },
  { city: 'Miami', region: 'FL', districts: ['Wynwood', 'Brickell', 'Little Havana', 'Coconut Grove'] },
  { city: 'Atlanta', region: 'GA', districts: ['Midtown', 'Old Fourth Ward', 'Decatur'] },
  { city: 'Austin', region: 'TX', districts: ['South Congress', 'East Austin', 'Hyde Park'] },
  { city: 'Detroit', region: 'MI', districts: ['Corktown', 'Midtown', 'Eastern Market'] },
  { city: 'Toronto', region: 'Ontario', districts: ['Kensington', 'Leslieville', 'The Annex', 'Liberty Village'] },
  { city: 'Vancouver', region: 'British Columbia', districts: ['Kitsilano', 'Gastown', 'Mount Pleasant'] },
  { city: 'Mexico City', region: 'CDMX', districts: ['Roma', 'Condesa', 'Coyoacán', 'Polanco'] },
  { city: 'Sao Paulo', region: 'SP', districts: ['Vila Madalena', 'Pinheiros', 'Moema'] },
  { city: 'Buenos Aires', region: 'CABA', districts: ['Palermo', 'San Telmo', 'Recoleta', 'Belgrano'] },
  { city: 'London', region: 'England', districts: ['Camden', 'Hackney', 'Brixton', 'Islington', 'Greenwich'] },
  { city: 'Dublin', region: 'Leinster', districts: ['Rathmines', 'Portobello', 'Smithfield'] },
  { city: 'Paris', region: 'Île-de-France', districts: ['Le Marais', 'Montmartre', 'Belleville', 'Saint-Germain'] },
  { city: 'Berlin', region: 'Berlin', districts: ['Kreuzberg', 'Neukölln', 'Prenzlauer Berg', 'Friedrichshain'] },
  { city: 'Amsterdam', region: 'North Holland', districts: ['Jordaan', 'De Pijp', 'Oost'] },
  { city: 'Madrid', region: 'Community of Madrid', districts: ['Malasaña', 'Lavapiés', 'Chamberí', 'Salamanca'] },
  { city: 'Rome', region: 'Lazio', districts: ['Trastevere', 'Monti', 'Testaccio'] },
  { city: 'Stockholm', region: 'Stockholm County', districts: ['Södermalm', 'Vasastan', 'Östermalm'] },
  { city: 'Warsaw', region: 'Masovia', districts: ['Praga', 'Mokotów', 'Śródmieście'] },
  { city: 'Istanbul', region: 'Marmara', districts: ['Kadıköy', 'Beşiktaş', 'Cihangir', 'Moda'] },
  { city: 'Cairo', region: 'Cairo Governorate', districts: ['Zamalek', 'Maadi', 'Heliopolis'] },
  { city: 'Lagos', region: 'Lagos State', districts: ['Yaba', 'Lekki', 'Ikeja', 'Surulere'] },
  { city: 'Nairobi', region: 'Nairobi County', districts: ['Westlands', 'Kilimani', 'Karen'] },
  { city: 'Johannesburg', region: 'Gauteng', districts: ['Maboneng', 'Melville', 'Braamfontein'] },
  { city: 'Dubai', region: 'Dubai', districts: ['Jumeirah', 'Al Barsha', 'Deira', 'Marina'] },
  { city: 'Kolkata', region: 'West Bengal', districts: ['Salt Lake', 'Ballygunge', 'Park Street'] },
  { city: 'Singapore', region: 'Singapore', districts: ['Tiong Bahru', 'Tanjong Pagar', 'Katong'] },
  { city: 'Tokyo', region: 'Kantō', districts: ['Shibuya', 'Shimokitazawa', 'Nakameguro', 'Koenji', 'Asakusa'] },
  { city: 'Sydney', region: 'NSW', districts: ['Newtown', 'Surry Hills', 'Bondi', 'Manly'] },
];

export const HANDLES = [
  'sunny.side', 'quiet.river', 'coffee_and_kindness', 'wanderheart', 'plantparent', 'nightowl.notes', 'brave.little', 'mapmaker',
  'slowmornings', 'kind.words', 'lighthouse', 'trailmix', 'bookishbee', 'saltwater', 'paper.planes', 'honeycomb',
  'northstar', 'tidepool', 'greenteagirl', 'open.doors', 'warmhands', 'citylights', 'moonlit.walks', 'bluebird',
  'good.questions', 'sourdough.sam', 'riverstone', 'maple.leaf', 'firefly', 'starlit', 'pebble', 'hummingbird',
  'rainydays', 'longtable', 'soft.landing', 'morningpages', 'the.listener', 'wildflower', 'compass.rose', 'seaglass',
  'gentle.giant', 'lantern', 'afterglow', 'sketchbook', 'kindred', 'oakandash', 'tealight', 'driftwood', 'skyward', 'homebody',
] as const;

export const FIRST_NAMES = [
  'Maya', 'Jonas', 'Priya', 'Sam', 'Lena', 'Omar', 'Harper', 'Kofi', 'Inès', 'Theo',
  'Yuki', 'Ravi', 'Amara', 'Felix', 'Noor', 'Diego', 'Zoe', 'Malik', 'Sofia', 'Eli',
  'Hana', 'Luca', 'Ada', 'Marcus', 'Chloe', 'Tariq', 'Ingrid', 'Mateo', 'Aisha', 'Bram',
  'Leila', 'Jin', 'Nadia', 'Oscar', 'Freya', 'Kwame', 'Elena', 'Rohan', 'Camille', 'Tomás',
] as const;

/** Bio templates; {interest}, {interest2}, {occupation} and {city} are filled in. */
export const BIO_TEMPLATES = [
  '{occupation} by day, {interest} enthusiast by night. Looking for people who like long conversations.',
  'New-ish to {city} and keen to find my people. Ask me about {interest}.',
  'I believe the best friendships start with {interest} and a good cup of coffee.',
  'Trying to be the friend I always wanted. Currently into {interest} and {interest2}.',
  'Working as a {occupation}. Happiest when I am out {interest} with good company.',
  'Weekend plans usually involve {interest}. Weeknights, {interest2}. Always up for a chat.',
  'Curious about people and their stories. {city} local who loves {interest}.',
  'Slow mornings, honest talks and {interest}. That is my whole personality.',
  'Learning to show up for the people I love. {occupation}, {interest} fan, okay cook.',
  'Here for real connection. If you like {interest} or {interest2}, we will get along.',
] as const;

export const INTERESTS = [
  'hiking', 'baking', 'board games', 'live music', 'yoga', 'photography', 'reading', 'running', 'gardening', 'cooking',
  'travel', 'podcasts', 'painting', 'cycling', 'climbing', 'swimming', 'journaling', 'meditation', 'film', 'theatre',
  'poetry', 'coffee', 'tea', 'dancing', 'languages', 'volunteering', 'camping', 'birdwatching', 'surfing', 'skating',
  'chess', 'pottery', 'knitting', 'vinyl records', 'museums', 'wine tasting', 'thrifting', 'karaoke', 'trivia nights', 'football',
  'basketball', 'tennis', 'tabletop RPGs', 'video games', 'astronomy', 'history', 'philosophy', 'startups', 'sustainability', 'dogs',
  'cats', 'road trips', 'farmers markets', 'street food', 'jazz', 'comedy', 'writing', 'sketching', 'sailing', 'mindfulness',
] as const;

export const OCCUPATIONS = [
  'Teacher', 'Nurse', 'Software Engineer', 'Graphic Designer', 'Barista', 'Architect', 'Chef', 'Accountant', 'Photographer', 'Social Worker',
  'Physiotherapist', 'Marketing Manager', 'Librarian', 'Electrician', 'Veterinarian', 'Product Manager', 'Writer', 'Musician', 'Pharmacist', 'Data Analyst',
  'Paramedic', 'Lawyer', 'Carpenter', 'Researcher', 'UX Designer', 'Florist', 'Translator', 'Personal Trainer', 'Doctor', 'Student',
  'Engineer', 'Baker', 'Journalist', 'Dentist', 'Project Manager', 'Counselor', 'Artist', 'Pilot', 'Sales Associate', 'Entrepreneur',
  'Consultant', 'Mechanic', 'Scientist', 'HR Specialist', 'Event Planner', 'Tour Guide', 'Illustrator', 'Policy Advisor', 'Gardener',
] as const;

export const POST_TOPICS = [
  'making friends as an adult', 'long-distance friendships', 'setting boundaries', 'saying sorry', 'first dates',
  'moving to a new city', 'family dinners', 'active listening', 'quality time', 'love languages',
  'reconnecting with old friends', 'conflict without blame', 'being a good listener', 'gratitude habits', 'loneliness',
  'weekly check-ins', 'dating apps', 'supporting a grieving friend', 'friendship breakups', 'meeting neighbours',
  'small talk', 'vulnerability', 'asking for help', 'celebrating wins together', 'slowing down',
] as const;

export const POST_TEXTS = [
  'Been thinking about this a lot lately and I am curious how others handle it.',
  'Something small changed my week: I just asked how someone was really doing, and waited for the answer.',
  'I used to avoid this topic entirely. Now I try to lead with curiosity instead of fear.',
  'A friend told me that showing up matters more than saying the perfect thing. It stuck with me.',
  'Tried a new approach this month and it has honestly made a difference.',
  'It is easy to forget that everyone around us is also looking for connection.',
  'Writing this down so I remember it next time things feel hard.',
  'What helped me most was being honest about what I needed, kindly and early.',
  'I am learning that repair after a disagreement can bring people closer than before.',
  'Small rituals keep my relationships going: a weekly call, a shared playlist, a walk.',
  'Some days I get it right, some days I do not. Progress over perfection.',
  'Would love to hear what has worked for you. Always open to new ideas.',
  'This took me years to figure out, so sharing in case it saves someone time.',
  'Grateful for the people who stayed when things got messy.',
  'Trying to be more intentional about who I spend my energy on.',
] as const;

export const CATEGORY_PAIRS: readonly (readonly [string, string])[] = [
  ['relationships', 'advice wanted'],
  ['personal', 'reflections'],
  ['support', 'check-ins'],
  ['wins', 'gratitude'],
  ['conflict & repair', 'relationships'],
  ['life transitions', 'personal'],
  ['just talking', 'general'],
  ['gratitude', 'reflections'],
  ['advice wanted', 'support'],
  ['check-ins', 'wins'],
  ['reflections', 'life transitions'],
  ['general', 'just talking'],
];

export const AVATAR_IMAGE_COUNT = 20;

export const LOOKING_FOR = ['friendship', 'romantic connection', 'companionship'] as const;
export type LookingFor = (typeof LOOKING_FOR)[number];
