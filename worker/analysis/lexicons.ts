import type { TopicId } from "./taxonomy";

/**
 * Hand-written lexicons. Red flags with no labeled data (drugs, alcohol, gambling, weapons,
 * sexual, self-harm, extremism, violence) are scored from these alone; offensive and hate use
 * them beside the trained model; interests use them as model features so that a topic is
 * recognised from words the small labeled set never showed.
 *
 * A group's terms are `|`-separated and tokenised like any text, so a term may be a phrase,
 * a hashtag or an emoji. Weights: about 0.9 means the term alone shows the category, 0.6 is
 * strong but ambiguous, 0.35 needs a second clue (scores combine as independent evidence).
 */

/** `group` (a protected group) and `dehumanize` (degrading words) only count together, as hate. */
export type LexiconCategory = TopicId | "group" | "dehumanize";

export interface LexiconGroup {
  category: LexiconCategory;
  weight: number;
  terms: string;
  /** A context (key of CONTEXTS) whose words anywhere in the text make these terms innocent. */
  unless?: ContextName;
}

/** Words that show a benign reading of ambiguous terms (basketball "shooting", garden "weed"). */
export const CONTEXTS = {
  sports:
    "basketball|hoops|hoop|nba|wnba|court|three|threes|3pt|jumper|jumpshot|free throw|free throws|layup|dunk|rebound|game|games|practice|coach|team|season|playoffs|score|scored|goal|goals|soccer|hockey|puck|net|golf|shootaround|archery|target|clay|pool|billiards|camera|photo|photos|photoshoot|film|movie|scene|lens|video|model|models|studio",
  garden: "garden|gardening|lawn|yard|pull|pulling|pulled|weeding|flower|flowers|plants|plant|mulch|veggie",
  kitchen:
    "kitchen|chef|cooking|cook|recipe|knives|cutting board|steak|sharpen|sharpening|chopping|pot roast",
  medical:
    "doctor|doctors|nurse|nurses|hospital|patient|patients|pharmacy|prescription|prescribed|vaccine|vaccines|flu|covid|clinic|dentist|surgery|medicine|medication",
  news: "news|report|reports|reported|police|officials|arrested|arrest|court|trial|sentenced|policy|law|bill|senate|congress|study|research|crisis|epidemic|overdose|overdoses|victims|mourn|prayers",
  fiction:
    "movie|film|series|episode|season|book|novel|game|character|villain|trailer|netflix|hbo|marvel|anime",
} as const;
export type ContextName = keyof typeof CONTEXTS;

/** Idioms whose words would otherwise match a red-flag term; they are consumed before matching. */
export const BENIGN_PHRASES = [
  "killing it|killed it|kill it|killin it|killing the game|killing me|kills me|killed me|dressed to kill|kill time|killing time|to die for|dying laughing|i'm dead|im dead|i'm dying|im dying|dead ass|deadass",
  "photo shoot|photoshoot|shoot me a text|shoot me a message|shoot me an email|shoot me a dm|shoot your shot|shot my shot|take a shot at|give it a shot|flu shot|booster shot|vaccine shot|covid shot|espresso shot|shot of espresso|big shot|screenshot|screen shot|mug shot|long shot|hot shot|calling shotgun|call shotgun|shotgun wedding",
  "the bomb|da bomb|bomb ass|photobomb|photobombed|bath bomb|bath bombs|f bomb|blow up my phone|blew up my phone|blow out the candles|blew out the candles|mind blown|blown away",
  "high school|high five|high fives|high score|high scores|high quality|high end|high speed|highway|high heels|high waisted|grass fed|pot roast|pot pie|crock pot|instant pot|pot luck|potluck|coke zero|diet coke|coca cola|crack up|cracked up|crack a joke|cracking up|crack me up|cracks me up",
  "glue gun|nail gun|heat gun|water gun|nerf gun|top gun|gun show|smoking hot|smoke show|holy smokes|holy smoke|smoked salmon|smoked brisket|smoked meat|smokehouse|bet you|i bet|you bet|bet that|betcha|poker face|lottery ticket of life",
  "drug store|drugstore|drug prices|prescription drugs|drug policy|war on drugs|drug test|drug testing|drug free|drug-free|say no to drugs|just say no",
  "weed out|weeding out|beer belly|root beer|ginger beer|butterbeer|wine red|cheese and wine|wine country|shots fired|pub quiz",
  "sex education|sex ed|same sex|sex offender|sex trafficking|opposite sex|sexual harassment|sexual assault|sexual abuse|sexual health|sexual orientation",
  "self care|self-care|dead tired|dead battery|bored to death|scared to death|death metal|killer app|killer workout|lady killer|serial killer documentary",
  "gay marriage|gay rights|pride month|black lives matter|women's rights|womens rights|immigrant rights|refugee support|welcome refugees",
].join("|");

/** Words that negate a red-flag term up to three words before it, within the sentence. */
export const NEGATORS =
  "not|no|never|don't|dont|doesn't|doesnt|didn't|didnt|won't|wont|can't|cant|cannot|isn't|isnt|ain't|aint|wasn't|wasnt|without|quit|quitting|stopped|against|anti|nor|zero|sober|avoid|avoiding|nothing";
/** Words that negate the term right before them ("drug free", "alcohol-free"). */
export const POST_NEGATORS = "free|awareness|prevention|recovery|rehab";
/** Words that turn a negator into an intensifier ("no cap", "no doubt"). */
export const NEGATION_BREAKERS = "cap|doubt|wonder|lie|lies|joke|cuz|cause|because";
/** Second-person words: an insult near one of these is aimed at someone. */
export const SECOND_PERSON = "you|u|ur|your|you're|youre|ya|yall|y'all|yourself|_user_";

export const LEXICON: readonly LexiconGroup[] = [
  // Red flags.
  {
    category: "drugs",
    weight: 0.9,
    terms:
      "cocaine|heroin|meth|methamphetamine|crystal meth|fentanyl|ecstasy|mdma|molly|lsd|acid trip|shrooms|magic mushrooms|ketamine|crack cocaine|crackhead|smoke weed|smoking weed|smoked weed|blunt|blunts|joint rolled|roll a joint|rolling a joint|bong|bong rip|dab|dabs|dabbing wax|edibles|xanax|xans|percocet|percs|oxy|oxycontin|lean|codeine|promethazine|dope fiend|drug dealer|dealer|plug|trap house|420|#420|#weed|#stoner|#stoned|#weedlife|#420life|#highlife|#kush|kush|stoner|stoned|baked af|high af|getting high|get high|got high|so high|drugs|💊|💉|🍁💨|🌿💨|snort|snorting|rolling on molly|tripping on|acid|pills",
  },
  {
    category: "drugs",
    weight: 0.6,
    terms: "marijuana|cannabis|thc|ganja|mary jane|reefer|pothead|zooted|dope|🍃",
    unless: "garden",
  },
  {
    category: "drugs",
    weight: 0.3,
    terms: "weed|pot|high|coke|crack|tripping|hash|herb|vape|vaping|drug",
    unless: "garden",
  },
  {
    category: "alcohol",
    weight: 0.8,
    terms:
      "drunk|wasted|hammered|blackout drunk|blacked out|shitfaced|tipsy|hangover|hungover|keg|kegger|keg stand|beer pong|shotgunning|chug|chugging|tequila|vodka|whiskey|whisky|bourbon|rum|jager|jägermeister|fireball|tequila shots|jello shots|body shots|bottle service|open bar|bar crawl|pub crawl|day drinking|drinking games|booze|boozing|#drunk|#beer|#wine|#winetime|#happyhour|#tequila|🍺|🍻|🥃|🍸|🍹|🥂|🍾",
  },
  {
    category: "alcohol",
    weight: 0.45,
    terms:
      "beer|beers|wine|wines|cocktail|cocktails|margarita|margaritas|mimosa|mimosas|happy hour|brewery|ipa|lager|champagne|prosecco|sangria|liquor|🍷",
  },
  {
    category: "alcohol",
    weight: 0.25,
    terms: "drinks|drinking|drink|bar|shots|shot|cheers|party|partying|turnt|turn up",
    unless: "sports",
  },
  {
    category: "gambling",
    weight: 0.85,
    terms:
      "casino|casinos|blackjack|roulette|slot machine|slot machines|slots|poker night|poker tournament|texas holdem|holdem|sportsbook|draftkings|fanduel|betmgm|bet365|parlay|parlays|betting|bets|placed a bet|place a bet|put money on|odds boost|bookie|wager|wagers|wagered|jackpot|high roller|craps|baccarat|las vegas strip|all in|gamble|gambling|gambler|#gambling|#casino|#poker|#betting|#parlay|🎰|🎲",
  },
  {
    category: "gambling",
    weight: 0.45,
    terms: "poker|lottery|lotto|scratch off|scratchers|odds|vegas|♠️|♣️|♦️",
    unless: "sports",
  },
  {
    category: "weapons",
    weight: 0.85,
    terms:
      "gun|guns|rifle|rifles|ar15|ar-15|ak47|ak-47|ak|glock|glocks|pistol|pistols|handgun|handguns|shotgun|shotguns|firearm|firearms|ammo|ammunition|9mm|.45|45acp|5.56|7.62|concealed carry|ccw|open carry|gun range|range day|assault rifle|assault weapon|sniper|silencer|suppressor|switchblade|brass knuckles|machete|body armor|hollow points|#2a|#guns|#gunsdaily|#pewpew|#ar15|#glock|🔫",
  },
  {
    category: "weapons",
    weight: 0.4,
    terms:
      "shoot|shooting|shooter|shot|shots|knife|knives|blade|strapped|trigger|bullets|bullet|hunting|second amendment|nra|🔪",
    unless: "sports",
  },
  {
    category: "violence",
    weight: 0.85,
    terms:
      "i'll kill you|ill kill you|gonna kill you|going to kill you|kill you|kill yourself|kys|i will kill|beat your ass|beat the shit out|beat you up|punch you|stab you|shoot you|put you in the ground|catch these hands|you're dead|youre dead|watch your back|slit your throat|should be shot|should be hanged|should be hung|deserve to die|deserves to die|hang them|lynch|lynching|execute them|shoot them|kill them all|bomb them|murder|murdered|murdering|massacre|beheaded|beheading|mass shooting|school shooting|shoot up|rape|raped|raping|rapist|date rape",
  },
  {
    category: "violence",
    weight: 0.45,
    terms:
      "kill|killed|killing|beat up|punch|punched|stab|stabbed|assault|hurt you|choke|brawl|violent|💣|🩸",
    unless: "fiction",
  },
  {
    category: "sexual",
    weight: 0.85,
    terms:
      "porn|porno|pornhub|onlyfans|only fans|nudes|send nudes|nsfw|xxx|sex tape|sexting|hookup|hook up tonight|dtf|blowjob|blow job|handjob|orgasm|horny|threesome|stripper|strip club|camgirl|escort service|18+|🔞|🍆💦|🍑💦|💦🍆",
  },
  {
    category: "sexual",
    weight: 0.4,
    terms:
      "sex|sexy|nude|naked|lingerie|thong|boobs|booty|thicc|kinky|fetish|bdsm|erotic|seductive|spicy content|link in bio 🔥|🍆|🍑|💦",
  },
  {
    category: "self-harm",
    weight: 0.9,
    terms:
      "kill myself|killing myself|kms|want to die|wanna die|wish i was dead|wish i were dead|suicidal|suicide|commit suicide|end it all|end my life|ending my life|self harm|self-harm|selfharm|cutting myself|cut myself|hurt myself|hurting myself|no reason to live|better off dead|don't want to live|dont want to live|don't wanna live|take my own life|overdose on|#selfharm|#suicidal|#sh|#cutting",
  },
  {
    category: "self-harm",
    weight: 0.35,
    terms:
      "hopeless|worthless|empty inside|can't go on|cant go on|give up on life|tired of living|sleep forever|disappear forever|razor|scars|relapse",
  },
  {
    category: "extremism",
    weight: 0.9,
    terms:
      "white power|heil hitler|sieg heil|1488|14 words|fourteen words|white genocide|great replacement|race war|day of the rope|rahowa|ethnostate|white nationalist|white nationalism|white supremacy|white supremacist|aryan nation|aryan brotherhood|neo nazi|neonazi|kkk|ku klux klan|caliphate|isis|daesh|al qaeda|al-qaeda|jihadi|jihadist|mujahideen|martyrdom operation|boogaloo boys|proud boys|oath keepers|atomwaffen|accelerationism|zog|#whitepower|#1488|#wpww|卐|卍",
  },
  {
    category: "extremism",
    weight: 0.35,
    terms: "nazi|nazis|hitler|swastika|88|jihad|militia|infidels|crusade|white pride|sharia|globalists",
    unless: "news",
  },
  {
    category: "offensive",
    weight: 0.85,
    terms:
      "fuck|fucking|fuckin|fucked|fucker|fucks|motherfucker|mf|mfs|wtf|stfu|gtfo|shit|shitty|bullshit|shithead|asshole|assholes|bitch|bitches|bitchass|dickhead|cunt|twat|piss off|pissed off|son of a bitch|piece of shit|dumbass|jackass|dipshit|douche|douchebag|🖕",
  },
  {
    category: "offensive",
    weight: 0.6,
    terms:
      "idiot|idiots|idiotic|moron|morons|moronic|imbecile|retard|retarded|retards|scumbag|scum|loser|losers|pathetic|disgusting|clown|clowns|jerk|prick|dick|pussy|hoe|hoes|thot|slut|sluts|whore|whores|skank|bastard|bastards|coward|cowards|hypocrite|hypocrites|liar|liars|lying|traitor|traitors|trash|garbage|worthless|stupid|dumb|ignorant|shut up|shut the|go to hell|screw you|damn you|suck|sucks|ugly|fat pig|cry baby|crybaby|snowflake|snowflakes|libtard|libtards|trumptard|nutjob|lunatic|deplorable|deplorables|creep|sleazy|sleazebag|fraud|ass|asses|butthole|nigga|niggas|damn|goddamn|hell|crap|freaking|frickin|effing",
  },
  {
    category: "hate",
    weight: 0.9,
    terms:
      "nigger|niggers|faggot|faggots|fag|fags|kike|kikes|spic|spics|wetback|wetbacks|chink|chinks|gook|gooks|beaner|beaners|towelhead|towelheads|raghead|ragheads|sand nigger|coon|coons|jigaboo|porch monkey|dyke|dykes|tranny|trannies|shemale|paki|pakis|camel jockey|rapefugee|rapefugees|subhuman|subhumans|untermensch|mudslime|mudslimes|go back to your country|go back where you came from|send them back|deport them all|#deportthemall|#sendthemback|#rapefugees|#banislam|#stopislam|#killallmuslims|women are property|women belong in the kitchen|make me a sandwich",
  },
  {
    category: "hate",
    weight: 0.5,
    terms:
      "illegals|illegal aliens|illegal alien|invaders|anchor babies|anchor baby|#buildthewall|#buildthatwall|#noamnesty|#illegalaliens|feminazi|feminazis|femoid|femoids|foids|white trash|honky|gypsies|homo|homos",
  },
  {
    category: "group",
    weight: 1,
    terms:
      "immigrants|immigrant|migrants|migrant|refugees|refugee|asylum seekers|aliens|muslims|muslim|islam|jews|jew|jewish|blacks|black people|mexicans|mexican|africans|arabs|asians|chinese|gays|gay people|lesbians|trans people|transgender|women|woman|females|wives|feminists|minorities|foreigners|latinos|hispanics|indians",
  },
  {
    category: "dehumanize",
    weight: 1,
    terms:
      "animals|vermin|parasites|parasite|savages|savage|filth|filthy|scum|invaders|criminals|rapists|rats|cockroaches|roaches|plague|disease|cancer|trash|garbage|subhuman|inferior|apes|monkeys|whores|sluts|bitches|hoes|stupid|worthless|deport|deported|deport them|kick them out|don't belong|dont belong|should die|must go|breed like|infest|infesting|invading|property",
  },

  // Everyday interests.
  {
    category: "arts-culture",
    weight: 0.7,
    terms:
      "art|artist|artists|artwork|painting|paintings|painter|museum|gallery|exhibit|exhibition|sculpture|theatre|theater|broadway|opera|ballet|poetry|poem|poet|novel|author|literature|book|books|reading|culture|cultural|heritage|festival|comic|comics|illustration|illustrator|design|designer|architecture|calligraphy|photography|#art|#artist|🎨|🎭",
  },
  {
    category: "business",
    weight: 0.7,
    terms:
      "business|businesses|entrepreneur|entrepreneurs|entrepreneurship|startup|startups|founder|ceo|company|companies|marketing|sales|brand|branding|customers|clients|revenue|profit|investors|funding|small business|hustle|leadership|linkedin|hiring|career|office|meeting|product launch|ecommerce|b2b|management|consulting|#business|#entrepreneur|#startup|💼",
  },
  {
    category: "celebrities",
    weight: 0.7,
    terms:
      "celebrity|celebrities|celeb|famous|star|stars|fans|fan|fandom|red carpet|paparazzi|gossip|kardashian|kardashians|taylor swift|beyonce|beyoncé|rihanna|drake|bieber|met gala|oscars|grammys|award show|influencer|idol|kpop|bts|blackpink|stan|stans|iconic|queen|legend|#celebrity|#kpop|✨",
  },
  {
    category: "daily-life",
    weight: 0.6,
    terms:
      "today|morning|tonight|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|coffee|tired|sleep|woke up|nap|day|life|mood|vibes|feeling|feel|home|chores|laundry|errands|commute|grocery|groceries|my day|lazy|bored|rain|weather|#mood|#life|#mondaymotivation|☕|😴",
  },
  {
    category: "family",
    weight: 0.75,
    terms:
      "family|families|mom|moms|mum|mother|mothers|dad|dads|father|fathers|parents|parent|parenting|kids|kid|children|child|son|sons|daughter|daughters|baby|babies|toddler|grandma|grandpa|grandmother|grandfather|grandparents|sister|sisters|brother|brothers|siblings|aunt|uncle|cousin|cousins|niece|nephew|mother's day|father's day|#family|#momlife|#dadlife|👨‍👩‍👧|👪",
  },
  {
    category: "fashion",
    weight: 0.75,
    terms:
      "fashion|style|outfit|outfits|ootd|dress|dresses|shoes|sneakers|heels|jeans|jacket|clothes|clothing|wardrobe|designer|gucci|prada|chanel|louis vuitton|dior|zara|h&m|nike|adidas|streetwear|runway|fashion week|vogue|model|models|modeling|boutique|accessories|handbag|jewelry|#fashion|#ootd|#style|👗|👠|👟",
  },
  {
    category: "film-tv",
    weight: 0.75,
    terms:
      "movie|movies|film|films|cinema|tv|television|show|series|season|episode|episodes|netflix|hulu|hbo|disney+|prime video|trailer|actor|actress|director|hollywood|marvel|star wars|documentary|sitcom|binge|binge watching|watching|youtube|youtuber|vlog|streaming|anime|premiere|box office|#netflix|#movie|🎬|🍿|📺",
  },
  {
    category: "fitness-health",
    weight: 0.75,
    terms:
      "fitness|workout|workouts|gym|exercise|training|run|running|runner|marathon|5k|10k|yoga|pilates|crossfit|lifting|weights|squat|deadlift|cardio|gains|protein|diet|healthy|health|wellness|mental health|calories|weight loss|steps|hiit|personal trainer|#fitness|#gym|#fitfam|#workout|#health|💪|🏋️|🧘",
  },
  {
    category: "food",
    weight: 0.75,
    terms:
      "food|foodie|dinner|lunch|breakfast|brunch|restaurant|restaurants|recipe|recipes|cooking|cook|baking|bake|chef|pizza|burger|burgers|tacos|sushi|pasta|bbq|barbecue|dessert|cake|cookies|delicious|yummy|tasty|eat|eating|meal|menu|cafe|bakery|vegan|kitchen|snack|#food|#foodie|#yummy|🍕|🍔|🌮|🍣|🍰|🍳|😋",
  },
  {
    category: "gaming",
    weight: 0.8,
    terms:
      "gaming|gamer|gamers|video game|video games|videogames|game|games|playstation|ps4|ps5|xbox|nintendo|switch|steam|pc gaming|twitch|streamer|fortnite|minecraft|call of duty|cod|warzone|valorant|league of legends|apex|overwatch|zelda|pokemon|mario|esports|controller|console|rpg|fps|mmo|speedrun|#gaming|#gamer|#ps5|#xbox|🎮|🕹️",
  },
  {
    category: "education",
    weight: 0.7,
    terms:
      "learn|learning|education|educational|school|teacher|teachers|teaching|student|students|class|classes|course|courses|lesson|lessons|study|studying|university|college|degree|research|lecture|tutorial|knowledge|online course|webinar|workshop|library|science|history|math|language|tips|how to|#education|#learning|📚|🎓",
  },
  {
    category: "music",
    weight: 0.8,
    terms:
      "music|song|songs|album|albums|single|track|tracks|playlist|spotify|apple music|soundcloud|concert|concerts|tour|festival|band|bands|singer|singing|rapper|rap|hip hop|rock|pop|jazz|country music|edm|dj|guitar|piano|drums|lyrics|vinyl|mixtape|musician|producer|new music|listen|listening|#nowplaying|#music|#newmusic|🎵|🎶|🎸|🎤|🎧|🎹",
  },
  {
    category: "news-politics",
    weight: 0.75,
    terms:
      "news|breaking|politics|political|election|elections|vote|voting|voters|president|senate|congress|government|policy|law|laws|democrats|republicans|gop|liberals|conservatives|trump|biden|campaign|protest|protests|rights|justice|climate change|economy|inflation|war|immigration|healthcare|supreme court|gun control|police|crisis|reform|#news|#politics|#vote|#maga|🗳️",
  },
  {
    category: "hobbies",
    weight: 0.7,
    terms:
      "hobby|hobbies|crafts|crafting|diy|knitting|crochet|sewing|woodworking|gardening|garden|fishing|hunting|collecting|collector|lego|puzzle|puzzles|board games|chess|drawing|sketching|scrapbooking|model trains|birdwatching|photography|camera|pottery|baking|handmade|#diy|#crafts|#hobby|🧶|🧵|🎣|🪴",
  },
  {
    category: "relationships",
    weight: 0.75,
    terms:
      "relationship|relationships|boyfriend|girlfriend|bf|gf|husband|wife|partner|dating|date night|first date|love|in love|crush|marriage|married|wedding|engaged|engagement|anniversary|romance|romantic|couple|couples|valentine|valentine's|breakup|broke up|ex|single|tinder|bumble|soulmate|#love|#couplegoals|❤️|💕|💍|😍",
  },
  {
    category: "science-tech",
    weight: 0.75,
    terms:
      "technology|tech|science|scientist|scientists|ai|artificial intelligence|machine learning|software|hardware|coding|code|programming|developer|developers|app|apps|iphone|android|apple|google|microsoft|computer|computers|data|robot|robots|robotics|space|nasa|spacex|rocket|physics|chemistry|biology|research|engineering|engineer|crypto|blockchain|startup|gadget|gadgets|#tech|#ai|#science|💻|🔬|🚀|🤖",
  },
  {
    category: "sports",
    weight: 0.8,
    terms:
      "sports|sport|football|nfl|soccer|basketball|nba|baseball|mlb|hockey|nhl|tennis|golf|boxing|ufc|mma|wrestling|f1|formula 1|olympics|world cup|super bowl|playoffs|championship|league|team|coach|player|players|game day|gameday|match|goal|goals|touchdown|score|season|stadium|athlete|athletes|espn|premier league|fifa|#sports|#nfl|#nba|⚽|🏀|🏈|⚾|🏒|🎾|🏆",
  },
  {
    category: "travel",
    weight: 0.75,
    terms:
      "travel|traveling|travelling|traveler|trip|vacation|holiday|holidays|flight|flights|airport|passport|hotel|resort|beach|island|cruise|road trip|backpacking|adventure|explore|exploring|wanderlust|tourist|tourism|destination|abroad|paris|london|tokyo|italy|europe|mexico|bali|#travel|#wanderlust|#vacation|✈️|🌴|🏖️|🗺️|🧳",
  },
  {
    category: "youth-student",
    weight: 0.75,
    terms:
      "school|high school|college|campus|class|classes|homework|exam|exams|finals|midterms|test|tests|grades|gpa|semester|professor|teacher|dorm|roommate|graduation|graduate|graduating|prom|student|students|study|studying|freshman|sophomore|junior|senior|essay|assignment|sat|act|#college|#school|#studentlife|🎓|📝|🏫",
  },
  {
    category: "pets",
    weight: 0.85,
    terms:
      "dog|dogs|puppy|puppies|pup|doggo|cat|cats|kitten|kittens|kitty|pet|pets|pet shop|vet|veterinarian|adopt|adopted|rescue|shelter|horse|horses|bunny|rabbit|hamster|parrot|fish tank|aquarium|paw|paws|animal|animals|wildlife|zoo|#dogsofinstagram|#catsofinstagram|#pets|#adoptdontshop|🐶|🐱|🐕|🐈|🐾|🐴|🐰",
  },
  {
    category: "beauty",
    weight: 0.85,
    terms:
      "makeup|make up|beauty|skincare|skin care|lipstick|lip gloss|mascara|eyeliner|eyeshadow|foundation|concealer|contour|highlighter|blush|nails|manicure|pedicure|nail art|hair|hairstyle|haircut|salon|spa|facial|serum|moisturizer|sephora|ulta|glam|glow|lashes|brows|perfume|fragrance|#makeup|#beauty|#skincare|#nails|💄|💅|💇",
  },
  {
    category: "cars",
    weight: 0.85,
    terms:
      "car|cars|truck|trucks|engine|horsepower|hp|turbo|v8|motorsport|racing|race car|nascar|f1|formula 1|drift|drifting|supercar|ferrari|lamborghini|porsche|bmw|mercedes|audi|tesla|mustang|camaro|corvette|jeep|ford|chevy|toyota|honda|mechanic|garage|detailing|car show|dealership|motorcycle|motorbike|harley|#cars|#carsofinstagram|#jdm|🚗|🏎️|🏍️",
  },
  {
    category: "outdoors",
    weight: 0.85,
    terms:
      "hiking|hike|hikes|hiker|trail|trails|camping|camp|campfire|tent|backpacking|mountains|mountain|national park|national parks|forest|woods|lake|river|kayak|kayaking|canoe|climbing|rock climbing|bouldering|fishing|hunting|outdoors|outdoor|nature|wilderness|sunset|sunrise|ski|skiing|snowboarding|surf|surfing|#hiking|#camping|#outdoors|#nature|🏕️|🏔️|⛰️|🌲|🥾",
  },
  {
    category: "religion",
    weight: 0.85,
    terms:
      "god|jesus|christ|lord|faith|church|pray|praying|prayer|prayers|bible|scripture|gospel|blessed|amen|worship|pastor|sermon|christian|catholic|mosque|allah|quran|ramadan|eid|temple|synagogue|torah|rabbi|buddhist|meditation|spiritual|spirituality|soul|heaven|psalm|#blessed|#faith|#god|🙏|✝️|☪️|🕉️",
  },
  {
    category: "finance",
    weight: 0.85,
    terms:
      "money|finance|finances|financial|invest|investing|investment|investments|investor|stocks|stock market|shares|dividend|dividends|portfolio|401k|ira|retirement|savings|budget|budgeting|debt|credit score|credit card|mortgage|bitcoin|btc|ethereum|eth|crypto|cryptocurrency|nft|nfts|trading|trader|forex|wall street|passive income|real estate|#crypto|#bitcoin|#investing|#finance|💰|💸|📈|🪙",
  },
];

/**
 * How the training script files LDNOOBW terms (CC BY 4.0) that the groups above do not already
 * hold. Unlisted terms are sexual at LDNOOBW_DEFAULT_WEIGHT; `null` drops a term whose everyday
 * meaning would cause false positives.
 */
export const LDNOOBW_DEFAULT_WEIGHT = 0.6;
export const LDNOOBW_OVERRIDES: Readonly<Record<string, readonly [LexiconCategory, number] | null>> = {
  apeshit: ["offensive", 0.6],
  arsehole: ["offensive", 0.85],
  assmunch: ["offensive", 0.85],
  bastardo: ["offensive", 0.6],
  bollocks: ["offensive", 0.6],
  bulldyke: ["hate", 0.9],
  "carpet muncher": ["hate", 0.7],
  carpetmuncher: ["hate", 0.7],
  clusterfuck: ["offensive", 0.85],
  darkie: ["hate", 0.9],
  "fudge packer": ["hate", 0.8],
  fudgepacker: ["hate", 0.8],
  fucktards: ["offensive", 0.85],
  "god damn": ["offensive", 0.6],
  honkey: ["hate", 0.6],
  "how to kill": ["violence", 0.6],
  "how to murder": ["violence", 0.85],
  jiggaboo: ["hate", 0.9],
  jiggerboo: ["hate", 0.9],
  "nig nog": ["hate", 0.9],
  negro: ["hate", 0.35],
  pikey: ["hate", 0.7],
  poof: ["hate", 0.5],
  slanteye: ["hate", 0.9],
  spastic: ["offensive", 0.6],
  tosser: ["offensive", 0.6],
  mong: ["offensive", 0.4],
  shitblimp: ["offensive", 0.85],
  swastika: ["extremism", 0.35],
  bastinado: ["violence", 0.6],
  "white power": ["extremism", 0.9],
  anal: ["sexual", 0.35],
  anus: ["sexual", 0.3],
  butt: ["sexual", 0.2],
  buttcheeks: ["sexual", 0.35],
  "booty call": ["sexual", 0.6],
  cialis: ["sexual", 0.3],
  viagra: ["sexual", 0.3],
  domination: null,
  eunuch: null,
  escort: ["sexual", 0.35],
  fecal: null,
  genitals: ["sexual", 0.3],
  "girl on": null,
  "hard core": null,
  hardcore: null,
  "hot chick": ["sexual", 0.3],
  "huge fat": null,
  intercourse: ["sexual", 0.4],
  "big black": null,
  lovemaking: ["sexual", 0.5],
  nipple: ["sexual", 0.4],
  nipples: ["sexual", 0.4],
  panties: ["sexual", 0.4],
  panty: ["sexual", 0.4],
  playboy: ["sexual", 0.4],
  pubes: ["sexual", 0.4],
  rectum: null,
  santorum: null,
  scat: null,
  semen: ["sexual", 0.5],
  sexo: ["sexual", 0.4],
  sexual: ["sexual", 0.3],
  sexually: ["sexual", 0.3],
  sexuality: null,
  skeet: ["sexual", 0.4],
  snatch: ["sexual", 0.3],
  snowballing: null,
  "s&m": null,
  "tainted love": null,
  "taste my": null,
  "tied up": null,
  "tight white": null,
  "tongue in a": null,
  topless: ["sexual", 0.5],
  tushy: ["sexual", 0.3],
  twinkie: null,
  twink: ["sexual", 0.4],
  undressing: ["sexual", 0.4],
  voyeur: ["sexual", 0.5],
  xx: null,
  grope: ["sexual", 0.6],
  incest: ["sexual", 0.85],
  lolita: ["sexual", 0.4],
  nambla: ["sexual", 0.9],
  paedophile: ["sexual", 0.6],
  pedophile: ["sexual", 0.6],
  pedobear: ["sexual", 0.6],
  pthc: ["sexual", 0.9],
  "piss pig": ["offensive", 0.6],
  pisspig: ["offensive", 0.6],
  pissing: ["offensive", 0.35],
  "piece of shit": ["offensive", 0.85],
  "eat my ass": ["offensive", 0.85],
  "make me come": ["sexual", 0.85],
  "suicide girls": ["sexual", 0.6],
  "sultry women": ["sexual", 0.4],
  "wet dream": ["sexual", 0.6],
  "hot carl": ["sexual", 0.6],
  "jelly donut": null,
  "chocolate rosebuds": ["sexual", 0.4],
  "goo girl": ["sexual", 0.4],
  "leather restraint": ["sexual", 0.6],
  "leather straight jacket": ["sexual", 0.6],
  "pleasure chest": ["sexual", 0.4],
  "prince albert piercing": ["sexual", 0.4],
  "spread legs": ["sexual", 0.6],
  "dp action": ["sexual", 0.6],
  "blonde action": ["sexual", 0.6],
  "brunette action": ["sexual", 0.6],
  bimbos: ["offensive", 0.5],
  swinger: ["sexual", 0.5],
  dildo: ["sexual", 0.85],
  vibrator: ["sexual", 0.6],
  suck: null,
  sucks: null,
  sex: null,
  sexy: null,
  nude: null,
  nudity: ["sexual", 0.5],
};
