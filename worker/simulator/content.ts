/**
 * What synthetic people talk about and follow, keyed by the interest ids of TAXONOMY.md, so a
 * report built from simulated data lands on real interests (and red flags, for a few people).
 */
export interface InterestContent {
  id: string;
  redZone: boolean;
  /** The label a network shows on a business or creator account of this kind. */
  category: string;
  /** Accounts people with this interest follow: handle, display name, bio. */
  accounts: readonly (readonly [string, string, string])[];
  captions: readonly string[];
  bio: readonly string[];
  tags: readonly string[];
}

const interest = (
  id: string,
  category: string,
  accounts: InterestContent["accounts"],
  captions: readonly string[],
  bio: readonly string[],
  tags: readonly string[],
  redZone = false,
): InterestContent => ({ id, redZone, category, accounts, captions, bio, tags });

export const INTERESTS: readonly InterestContent[] = [
  interest(
    "arts-culture",
    "Museum",
    [
      ["modernartmuseum", "Modern Art Museum", "Contemporary art, open daily. Free Thursdays."],
      ["streetartdaily", "Street Art Daily", "Murals and graffiti from around the world"],
      ["theatreweekly", "Theatre Weekly", "Reviews of plays and musicals"],
    ],
    [
      "Spent the afternoon at the museum, that new exhibit is stunning",
      "Finally saw the musical everyone keeps talking about",
      "Sketching in the park again",
    ],
    ["art lover", "museum hopper"],
    ["art", "museum", "sketchbook"],
  ),
  interest(
    "business",
    "Entrepreneur",
    [
      ["startupgrind", "Startup Grind", "Global community of founders"],
      ["smallbizdaily", "Small Biz Daily", "Tips for small business owners"],
      ["founderstories", "Founder Stories", "How companies got started"],
    ],
    [
      "Big week: signed our third client and hired our first employee",
      "Networking breakfast with local founders this morning",
      "Quarterly numbers are in and the team crushed it",
    ],
    ["small business owner", "founder"],
    ["entrepreneur", "smallbusiness", "startup"],
  ),
  interest(
    "celebrities",
    "Public figure",
    [
      ["popcrave", "Pop Crave", "Pop culture news as it happens"],
      ["redcarpetlive", "Red Carpet Live", "Awards season coverage"],
      ["celebgossipdaily", "Celeb Gossip Daily", "Who wore it, who dated who"],
    ],
    [
      "Cannot believe that award show ending last night",
      "Saw a celebrity at the airport and played it cool",
      "That red carpet look was everything",
    ],
    ["pop culture junkie"],
    ["popculture", "redcarpet"],
  ),
  interest(
    "daily-life",
    "Personal blog",
    [
      ["dailyroutines", "Daily Routines", "How people spend their days"],
      ["sundayresets", "Sunday Resets", "Cozy home and routine ideas"],
      ["lifehacksco", "Life Hacks Co", "Small tricks for everyday life"],
    ],
    [
      "Slow Sunday morning, coffee and a good book",
      "Grocery run, laundry, and a nap: productive day",
      "Monday again somehow",
    ],
    ["living my best life", "coffee first"],
    ["mondaymood", "weekend", "coffee"],
  ),
  interest(
    "family",
    "Community",
    [
      ["momlifedaily", "Mom Life Daily", "Parenting, the honest version"],
      ["dadjokesofficial", "Dad Jokes", "Groan-worthy since forever"],
      ["familyadventures", "Family Adventures", "Ideas for weekends with kids"],
    ],
    [
      "Family dinner at grandma's, nobody left hungry",
      "The kids built a blanket fort and refuse to leave it",
      "Happy birthday to my little brother",
    ],
    ["proud mom", "family first", "dog dad and uncle"],
    ["family", "familytime"],
  ),
  interest(
    "fashion",
    "Clothing (Brand)",
    [
      ["streetstylediary", "Street Style Diary", "Outfits from the sidewalks of NYC and Paris"],
      ["thriftfinds", "Thrift Finds", "Secondhand fashion hauls"],
      ["sneakernews", "Sneaker News", "Release dates and drops"],
    ],
    [
      "Thrift haul of the year, this jacket was four dollars",
      "New sneakers finally arrived",
      "Outfit of the day for the wedding",
    ],
    ["thrift queen", "sneakerhead"],
    ["ootd", "fashion", "thrifted"],
  ),
  interest(
    "film-tv",
    "TV show",
    [
      ["filmtwitterclub", "Film Club", "Movie reviews and watchlists"],
      ["seriesaddicts", "Series Addicts", "What to binge next"],
      ["indiefilmfest", "Indie Film Fest", "Independent cinema showcase"],
    ],
    [
      "Watched the whole season in one weekend, no regrets",
      "Movie night: the classics never miss",
      "That finale was a masterpiece",
    ],
    ["movie buff", "binge watcher"],
    ["movies", "netflix", "filmclub"],
  ),
  interest(
    "fitness-health",
    "Fitness trainer",
    [
      ["trailrunnersclub", "Trail Runners Club", "Running dirt paths since 2009"],
      ["liftlifegym", "Lift Life Gym", "Strength training for everyone"],
      ["yogaflowdaily", "Yoga Flow Daily", "A new flow every morning"],
    ],
    [
      "Sunday long run done, 10 miles before breakfast",
      "New personal record on deadlift today",
      "Morning yoga and a green smoothie",
    ],
    ["runner", "gym rat", "yoga every day"],
    ["running", "fitness", "yoga"],
  ),
  interest(
    "food",
    "Restaurant",
    [
      ["tacotuesdayclub", "Taco Tuesday Club", "The best tacos in every city"],
      ["homecookrecipes", "Home Cook Recipes", "Weeknight dinners in 30 minutes"],
      ["brunchspots", "Brunch Spots", "Where to eat on Sunday"],
    ],
    [
      "Tried the new ramen place downtown, worth the wait",
      "Homemade lasagna from grandma's recipe",
      "Brunch with the girls, mimosas and pancakes",
    ],
    ["foodie", "home cook"],
    ["foodie", "brunch", "homecooking"],
  ),
  interest(
    "gaming",
    "Gaming video creator",
    [
      ["gamerhq", "Gamer HQ", "News and clips from every platform"],
      ["speedrunlive", "Speedrun Live", "The fastest runs, streamed"],
      ["indiegamedevs", "Indie Game Devs", "Small studios, big ideas"],
    ],
    [
      "Finally beat the final boss after three weeks",
      "Streaming tonight with the squad",
      "New controller, same skill issue",
    ],
    ["gamer", "streamer on weekends"],
    ["gaming", "twitch", "gamer"],
  ),
  interest(
    "education",
    "Education",
    [
      ["khanacademy_fan", "Learn Daily", "A new lesson every day"],
      ["booknerdclub", "Book Nerd Club", "Monthly reads and reviews"],
      ["historyfacts", "History Facts", "One fact a day about the past"],
    ],
    [
      "Finished my online course certificate today",
      "Book club pick this month is a page turner",
      "Learning Spanish one lesson at a time",
    ],
    ["lifelong learner", "bookworm"],
    ["booktok", "learning", "reading"],
  ),
  interest(
    "music",
    "Musician/band",
    [
      ["indiemusicnow", "Indie Music Now", "New indie releases every Friday"],
      ["countryhits", "Country Hits", "Top country songs this week"],
      ["hiphopdaily", "Hip Hop Daily", "Beats, bars and news"],
    ],
    [
      "Front row at the concert last night, my ears are still ringing",
      "Learning guitar, day 30",
      "New playlist for the road trip",
    ],
    ["music is life", "guitar player"],
    ["concert", "livemusic", "guitar"],
  ),
  interest(
    "news-politics",
    "News & media website",
    [
      ["dailynewsbrief", "Daily News Brief", "Headlines in five minutes"],
      ["localcouncilwatch", "Council Watch", "What your city council decided"],
      ["climatenow", "Climate Now", "Climate news and action"],
    ],
    [
      "Go vote this Tuesday, every local election matters",
      "Volunteered at the food bank this weekend",
      "Interesting town hall meeting tonight",
    ],
    ["community volunteer"],
    ["vote", "community", "volunteer"],
  ),
  interest(
    "hobbies",
    "Hobby",
    [
      ["gardeninghowto", "Gardening How To", "Grow your own"],
      ["woodworkersguild", "Woodworkers Guild", "Projects and plans"],
      ["knitwithme", "Knit With Me", "Patterns and yarn talk"],
    ],
    [
      "Tomatoes are finally coming in, garden season is here",
      "Built a bookshelf this weekend",
      "Finished knitting my first sweater",
    ],
    ["gardener", "weekend woodworker"],
    ["gardening", "diy", "knitting"],
  ),
  interest(
    "relationships",
    "Personal blog",
    [
      ["datingadvicedaily", "Dating Advice Daily", "Modern dating, honestly"],
      ["couplegoals", "Couple Goals", "Love stories from our followers"],
      ["weddingwire_ideas", "Wedding Ideas", "Inspiration for your big day"],
    ],
    [
      "Five years with my best friend today",
      "Date night at our favorite spot",
      "Wedding planning is a full time job",
    ],
    ["happily engaged", "wife and best friend"],
    ["datenight", "couplegoals", "engaged"],
  ),
  interest(
    "science-tech",
    "Science, technology & engineering",
    [
      ["techcrunchy", "Tech Crunchy", "Startups and gadgets"],
      ["spacenewsdaily", "Space News Daily", "Launches and discoveries"],
      ["codingtips", "Coding Tips", "Short programming lessons"],
    ],
    [
      "Watched the rocket launch from the beach this morning",
      "Built my first app this weekend",
      "New laptop day",
    ],
    ["software engineer", "space nerd"],
    ["tech", "coding", "space"],
  ),
  interest(
    "sports",
    "Sports team",
    [
      ["footballsundays", "Football Sundays", "Scores, highlights, hot takes"],
      ["hoopsdaily", "Hoops Daily", "Basketball news and highlights"],
      ["baseballtonight", "Baseball Tonight", "Every game, every night"],
    ],
    ["Game day, let's go team", "What a comeback in the fourth quarter", "Season tickets again this year"],
    ["sports fan", "season ticket holder"],
    ["gameday", "football", "basketball"],
  ),
  interest(
    "travel",
    "Travel company",
    [
      ["wanderlustdaily", "Wanderlust Daily", "Beautiful places to visit"],
      ["nationalparkstrips", "National Parks Trips", "Plan your park visit"],
      ["cheapflightsdeals", "Cheap Flights Deals", "Fare alerts every day"],
    ],
    [
      "Just landed in Lisbon, first time in Europe",
      "Road trip through the national parks, day 4",
      "Beach days are the best days",
    ],
    ["travel addict", "30 countries and counting"],
    ["travel", "wanderlust", "roadtrip"],
  ),
  interest(
    "youth-student",
    "College & university",
    [
      ["collegelife", "College Life", "Dorm hacks and campus memes"],
      ["studygram_tips", "Study Tips", "Study smarter, not harder"],
      ["campusevents", "Campus Events", "What's happening on campus"],
    ],
    ["Finals week survival mode activated", "Moved into the dorm today", "Graduation is in two weeks"],
    ["college student", "class of 2027"],
    ["college", "finals", "studygram"],
  ),
  interest(
    "pets",
    "Pet",
    [
      ["dogsofinsta_club", "Dogs Club", "The goodest boys and girls"],
      ["catsdaily", "Cats Daily", "A cat a day"],
      ["rescuepups", "Rescue Pups", "Adopt, don't shop"],
    ],
    [
      "Meet our new rescue pup, his name is Biscuit",
      "The cat has claimed my desk chair",
      "Dog park Saturday",
    ],
    ["dog mom", "cat dad"],
    ["dogsofinstagram", "rescuedog", "catsofinstagram"],
  ),
  interest(
    "beauty",
    "Beauty, cosmetic & personal care",
    [
      ["makeupbyalex", "Makeup by Alex", "Tutorials and reviews"],
      ["skincarecheck", "Skincare Check", "Routines that actually work"],
      ["nailartideas", "Nail Art Ideas", "Designs for every season"],
    ],
    ["New skincare routine is working wonders", "Tried a bold lip today", "Fresh nails for the weekend"],
    ["makeup lover", "skincare addict"],
    ["makeup", "skincare", "nails"],
  ),
  interest(
    "cars",
    "Automotive",
    [
      ["carthrottle_fans", "Car Throttle Fans", "Car culture every day"],
      ["classiccarsdaily", "Classic Cars Daily", "Chrome and nostalgia"],
      ["racingweekend", "Racing Weekend", "Motorsport news"],
    ],
    [
      "Cars and coffee this morning, so many classics",
      "New exhaust on the truck",
      "Race weekend at the speedway",
    ],
    ["car guy", "truck enthusiast"],
    ["carsandcoffee", "classiccars", "racing"],
  ),
  interest(
    "outdoors",
    "Outdoor & sporting goods company",
    [
      ["hikingtrailsusa", "Hiking Trails USA", "Find your next trail"],
      ["campinglife", "Camping Life", "Tents, fires and stars"],
      ["fishingreport", "Fishing Report", "Where they're biting"],
    ],
    [
      "Camping under the stars this weekend",
      "Caught a bass this big at the lake",
      "Summit views after a six mile hike",
    ],
    ["hiker", "happiest outdoors"],
    ["hiking", "camping", "fishing"],
  ),
  interest(
    "religion",
    "Religious organization",
    [
      ["dailyverse", "Daily Verse", "A verse every morning"],
      ["gracecommunitychurch", "Grace Community Church", "Sundays at 9 and 11"],
      ["mindfulmoments", "Mindful Moments", "Meditation and gratitude"],
    ],
    [
      "Grateful for this church family",
      "Sunday service and a potluck after",
      "Morning prayer and quiet time",
    ],
    ["faith family friends", "blessed"],
    ["faith", "blessed", "church"],
  ),
  interest(
    "finance",
    "Financial service",
    [
      ["budgetingbasics", "Budgeting Basics", "Make every dollar count"],
      ["cryptodailynews", "Crypto Daily", "Bitcoin, ethereum and more"],
      ["investingclub", "Investing Club", "Long-term investing ideas"],
    ],
    [
      "Paid off my last credit card today",
      "Bitcoin is wild this week",
      "Maxed out my retirement account this year",
    ],
    ["personal finance nerd", "hodl"],
    ["investing", "crypto", "budget"],
  ),
  interest(
    "hate",
    "Political organization",
    [["trueheritagenow", "True Heritage Now", "They are replacing us. Wake up."]],
    ["They don't belong here, send them all back where they came from"],
    [],
    ["wakeup"],
    true,
  ),
  interest(
    "offensive",
    "Comedian",
    [
      ["roastmasterx", "Roast Master", "No filter, no mercy"],
      ["savageinsults", "Savage Insults", "Roasts that hurt"],
    ],
    [
      "Shut up you absolute idiot, nobody asked for your stupid opinion",
      "These morons at work can't do anything right, bunch of clowns",
      "Ugly loser in traffic today, learn to drive moron",
    ],
    ["no filter"],
    ["noFilter", "savage"],
    true,
  ),
  interest(
    "violence",
    "Public figure",
    [["streetfightclips", "Street Fight Clips", "Knockouts caught on camera"]],
    ["Next time he shows his face around here I'm beating him down", "Watch this guy get knocked out cold"],
    [],
    ["fight", "knockout"],
    true,
  ),
  interest(
    "weapons",
    "Shooting/hunting range",
    [
      ["tacticalgearhq", "Tactical Gear HQ", "Rifles, optics and range days"],
      ["gunsdaily", "Guns Daily", "Firearms reviews and builds"],
    ],
    [
      "New AR build is done, range day tomorrow",
      "Picked up another pistol today, collection is growing",
      "Target practice with the new rifle",
    ],
    ["2A", "range rat"],
    ["2A", "guns", "rangeday"],
    true,
  ),
  interest(
    "drugs",
    "Public figure",
    [
      ["stonerculture", "Stoner Culture", "Blazed daily"],
      ["plugconnect", "Plug Connect", "DM for the menu"],
    ],
    [
      "Plug came through again, rolling up all weekend",
      "Popped a couple pills and the party finally started",
      "Wake and bake every single day",
    ],
    ["420 friendly"],
    ["420", "stoned", "highlife"],
    true,
  ),
  interest(
    "alcohol",
    "Bar",
    [
      ["barcrawlnation", "Bar Crawl Nation", "Drink responsibly, or don't"],
      ["shotsshotsshots", "Shots Shots Shots", "Party every night"],
    ],
    ["Blacked out at the bar again, twelve shots deep", "Day drinking since noon, no regrets"],
    ["party every weekend"],
    ["drunk", "shots", "partytime"],
    true,
  ),
  interest(
    "gambling",
    "Casino",
    [
      ["vegasbetsdaily", "Vegas Bets Daily", "Locks, parlays and casino nights"],
      ["parlaykings", "Parlay Kings", "Sportsbook picks every day"],
      ["highrollerpoker", "High Roller Poker", "Cash games and tournaments"],
    ],
    [
      "Five leg parlay hit, sportsbook paid out big tonight",
      "Lost the whole paycheck at the casino, running it back tomorrow",
      "All in at the poker table, let's go",
    ],
    ["sports bettor"],
    ["parlay", "casino", "betting"],
    true,
  ),
  interest(
    "sexual",
    "Adult entertainment",
    [["afterdarkcreators", "After Dark Creators", "18+ only. Exclusive content, link in bio"]],
    ["New spicy content is up, link in bio 18+ only"],
    [],
    ["18plus"],
    true,
  ),
  interest(
    "self-harm",
    "Community",
    [["darkthoughtsdiary", "Dark Thoughts", "Nobody would notice if I was gone"]],
    ["Some days I just want to disappear and never wake up"],
    [],
    ["sad"],
    true,
  ),
  interest(
    "extremism",
    "Political organization",
    [["patriotmilitiaunit", "Patriot Militia Unit", "Armed and ready for the coming war"]],
    ["Training with the militia this weekend, the war is coming"],
    [],
    ["militia"],
    true,
  ),
];

export const EVERYDAY_INTERESTS = INTERESTS.filter((i) => !i.redZone);
export const RED_ZONE_INTERESTS = INTERESTS.filter((i) => i.redZone);

const byId = new Map(INTERESTS.map((i) => [i.id, i]));

export function interestById(id: string): InterestContent {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown interest ${id}`);
  return found;
}
