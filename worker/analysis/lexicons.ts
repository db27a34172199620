import type { TopicId } from "../domain/taxonomy";

/**
 * Hand-written lexicons. Red flags with no labeled data (drugs, alcohol, gambling, weapons,
 * sexual, self-harm, extremism, violence) are scored from these alone; offensive and hate use
 * them beside the trained model; interests use them as model features so that a topic is
 * recognised from words the small labeled set never showed.
 *
 * A group's terms are `|`-separated and tokenised like any text, so a term may be a phrase,
 * a hashtag or an emoji. Weights: about 0.9 means the term alone shows the category, 0.6 is
 * strong but ambiguous, 0.35 needs a second clue. For the rule-only flags, the terms of one group
 * do not add up (the strongest counts); different groups combine as independent evidence.
 */

/** `group` (a protected group) and `dehumanize` (degrading words) only count together, as hate. */
export type LexiconCategory = TopicId | "group" | "dehumanize";

export interface LexiconGroup {
  category: LexiconCategory;
  weight: number;
  terms: string;
  /** A context (key of CONTEXTS) whose words near a term make it innocent. */
  unless?: ContextName;
  /** A context whose words must sit near a term for it to count. */
  near?: ContextName;
  /**
   * Violent verbs: followed by a THREAT_TARGETS word they are a threat (weight 0.85), by a
   * THREAT_SELF_OBJECTS word hyperbole (nothing); otherwise they weigh `weight`.
   */
  aimed?: true;
}

/**
 * Words that show a benign reading of ambiguous terms (basketball "shooting", garden "weed"). A
 * group naming a context (`unless`) is cleared when one of its words sits within a few words of
 * the term, in its sentence (lexicon-match.ts, CONTEXT_WINDOW), so a word elsewhere in the post
 * does not clear a real hit.
 */
export const CONTEXTS = {
  sports:
    "basketball|hoops|hoop|nba|wnba|court|three|threes|3pt|jumper|jumpshot|free throw|free throws|layup|dunk|rebound|game|games|practice|coach|team|season|playoffs|score|scored|goal|goals|soccer|hockey|puck|net|golf|shootaround|archery|target|clay|pool|billiards|camera|photo|photos|photoshoot|film|movie|scene|lens|video|model|models|studio",
  garden: "garden|gardening|lawn|yard|pull|pulling|pulled|weeding|flower|flowers|plants|plant|mulch|veggie",
  kitchen:
    "kitchen|chef|cooking|cook|recipe|knives|cutting board|steak|sharpen|sharpening|chopping|pot roast",
  medical:
    "doctor|doctors|nurse|nurses|hospital|patient|patients|pharmacy|prescription|prescribed|vaccine|vaccines|vaccinated|booster|flu|covid|clinic|dentist|surgery|medicine|medication|meds|vitamin|vitamins|blood pressure|cvs",
  news: "news|report|reports|reported|police|officials|arrested|arrest|court|trial|sentenced|policy|law|bill|senate|congress|study|research|crisis|epidemic|overdose|overdoses|victims|mourn|prayers",
  fiction:
    "movie|film|series|episode|season|book|novel|game|character|villain|trailer|netflix|hbo|marvel|anime",
  /** Drug names read in news, fiction, recovery and treatment rather than as use. */
  drugTalk:
    "news|report|reports|reported|officials|police|arrested|seized|seizure|epidemic|crisis|overdoses|deaths|study|research|policy|documentary|episode|episodes|series|rewatch|movie|film|netflix|breaking bad|novel|character|years clean|months clean|weeks clean|days clean|clean for|clean since|staying clean|sober|sobriety|recovery|recovering|rehab|treatment|sponsor|narcan|naloxone|addiction",
  /** Dealers of cards, cars and art. */
  trade:
    "casino|blackjack|poker|cards|card|table|car|cars|truck|trucks|auto|dealership|vehicle|lease|honda|toyota|ford|chevy|art|antiques|pokemon",
  /** Video games: a "sniper" or an "ak" there is not a real weapon. */
  gaming:
    "video game|video games|gaming|gamer|gamers|fortnite|call of duty|cod|warzone|valorant|apex legends|overwatch|pubg|csgo|counter strike|minecraft|gta|ps4|ps5|xbox|playstation|nintendo|twitch|🎮|🕹️|kill streak|killstreak|loadout|respawn|noob",
  /** The gym: "guns" are arms, "booty" is glutes, "watch your back" is about posture. */
  fitness:
    "gym|workout|workouts|arm day|bicep|biceps|tricep|triceps|gains|curls|lift|lifting|deadlift|deadlifts|squat|squats|glutes|glute|leg day|booty band|hip thrust|hip thrusts|pilates|yoga|stretching|posture|fitness|personal trainer|reps|💪|🏋️|🏋️‍♀️|🏋️‍♂️",
  /** Food and fitness words that make 🍑, 🍆 and "booty" innocent. */
  bodyOrFood:
    "gym|workout|glutes|glute|squat|squats|leg day|booty band|hip thrust|fitness|cobbler|pie|peach|peaches|eggplant|parm|parmesan|recipe|jam|smoothie|fruit|baking|bake|dessert|🥧|🧀|🍝",
  /** Appointments: "slots" are times to book. */
  booking:
    "book|booking|booked|appointment|appointments|available|availability|schedule|scheduling|calendar|lash|lashes|nails|brows|haircut|session|sessions|class|classes|spots|openings",
  /** Household connections: a "hookup" for the washer. */
  appliance:
    "washer|washing machine|dryer|dishwasher|fridge|sink|cable|internet|wifi|speakers|rv|camper|plumbing|plumber|landlord|install|installed|installing|pipe|pipes|hose|leak|leaking|water line|gas line",
  /** Support and recovery talk about porn. */
  recovery:
    "addiction|addicted to|recovery|recovering|support group|sober|sobriety|rehab|therapy|therapist|counseling|12 step|twelve step|relapse|relapsed",
  /** Laughter that marks hyperbole ("kms lol", "i'm going to kill myself 😂"). */
  joking: "lol|lmao|lmfao|lmaoo|rofl|haha|hahaha|hahahaha|ahaha|jk|😂|🤣|😹|💀",
  /** News, history, education and condemnation around the names of extremist groups. */
  reporting:
    "news|report|reports|reported|police|officials|arrested|arrest|court|trial|sentenced|documentary|history|historical|museum|class|period|counter|protesters|racist|no place|fought|ww2|never forget|debunk|debunking|debunked|conspiracy theory|conspiracy theories|disgusting|shameful|condemn|condemns|evil|terror|terrorist|terrorists|victims|survivors",
  /** Support for a group or movement. */
  endorsing:
    "join|joined|joining|support|supporting|supporter|supporters|hail|long live|for life|recruiting|recruit|proud|we are|we're|our people|our race|brothers|brotherhood|victory|glory|stand by|stand with|true path|will return|will rise|rise up|growing|member|members",
} as const;
export type ContextName = keyof typeof CONTEXTS;

/** Idioms whose words would otherwise match a red-flag term; they are consumed before matching. */
export const BENIGN_PHRASES = [
  "killing it|killed it|kill it|killin it|killing the game|killing me|kills me|killed me|dressed to kill|kill time|killing time|to die for|dying laughing|i'm dead|im dead|i'm dying|im dying|dead ass|deadass",
  "kill them with kindness|kill em with kindness|kill him with kindness|kill her with kindness|kill you with kindness|killing them with kindness",
  "going to murder me|gonna murder me|bout to murder me|will murder me|gonna murder us|going to murder us|rape culture|rape victim|rape victims|rape survivor|rape survivors|rape kit|rape kits|rape case|rape cases|rape charges|rape allegation|rape allegations|rape crisis|rape joke|rape jokes|rape apologist|rape apologists|dead to me|you're dead to me|youre dead to me|ur dead to me|you are dead to me|murder mystery|murder mysteries|could murder a|could murder some|could kill for|would kill for|i'd kill for|id kill for",
  "shoot you a|shoot u a|shoot ya a|shoot him a|shoot her a|shoot them a|photo shoot|photoshoot|shoot me a text|shoot me a message|shoot me an email|shoot me a dm|shoot your shot|shot my shot|take a shot at|give it a shot|flu shot|booster shot|vaccine shot|covid shot|espresso shot|shot of espresso|big shot|screenshot|screen shot|mug shot|long shot|hot shot|calling shotgun|call shotgun|shotgun wedding",
  "shot his shot|shot her shot|shot their shot|shot your shot|shoot my shot|shoot his shot|shoot her shot|shooting my shot|shooting your shot|shooting his shot|shooting her shot|shooting their shot",
  "the bomb|da bomb|bomb ass|photobomb|photobombed|bath bomb|bath bombs|f bomb|blow up my phone|blew up my phone|blow out the candles|blew out the candles|mind blown|blown away",
  "high school|high five|high fives|high score|high scores|high quality|high end|high speed|highway|high heels|high waisted|grass fed|pot roast|pot pie|crock pot|instant pot|pot luck|potluck|coke zero|diet coke|coca cola|crack up|cracked up|crack a joke|cracking up|crack me up|cracks me up",
  "glue gun|nail gun|heat gun|water gun|nerf gun|staple gun|caulk gun|caulking gun|spray gun|paint gun|paintball gun|airsoft gun|toy gun|cap gun|massage gun|tattoo gun|radar gun|grease gun|starting gun|glitter gun|bubble gun|foam gun|top gun|gun show|smoking hot|smoke show|holy smokes|holy smoke|smoked salmon|smoked brisket|smoked meat|smokehouse|bet you|i bet|you bet|bet that|betcha|poker face|lottery ticket of life",
  // Gun idioms, driving, and gun policy (an opinion, not a weapon of the poster's).
  "gun it|gunned it|gunning it|stick to my guns|sticking to my guns|stuck to my guns|stick to your guns|sticking to your guns|stuck to his guns|stuck to her guns|stick to our guns|jump the gun|jumped the gun|jumping the gun|son of a gun|smoking gun|guns blazing|hired gun|gun control|gun laws|gun law|gun reform|gun violence|gun safety|gun deaths|gun lobby|gun policy|gun legislation|gun sales|gun crime|gun crimes|gun ownership|gun rights",
  // Betting on oneself, luck and risk idioms, titles, and talk about betting ads.
  "hedge my bets|hedging my bets|hedge our bets|hedging our bets|hedge your bets|hedging your bets|all bets are off|all bets off|betting on myself|betting on yourself|bet on myself|bet on yourself|bet on me|betting on me|bet on us|betting on us|hit the jackpot|hitting the jackpot|hits the jackpot|casino royale|took a gamble|take a gamble|taking a gamble|takes a gamble|a gamble on|worth the gamble|calculated gamble|just gambling|basically gambling|like gambling|glorified gambling|legalized gambling|betting ads|gambling ads|betting adverts|gambling adverts|betting commercials|gambling commercials",
  "drug store|drugstore|drug prices|prescription drugs|drug policy|war on drugs|drug test|drug testing|drug free|drug-free|say no to drugs|just say no",
  "weed out|weeding out|weed whacker|weed wacker|weed eater|weed killer|weed barrier|weed control|weed and feed|beer belly|root beer|ginger beer|butterbeer|wine red|cheese and wine|wine country|shots fired|pub quiz",
  // "wasted" with an object is spending, not drinking; "drunk in love" is a song; Drunk Elephant a brand.
  "wasted time|wasted my|wasted your|wasted his|wasted her|wasted our|wasted their|wasted so much|wasted potential|wasted money|wasted away|wasted no time|wasted effort|wasted talent|time wasted|money wasted|drunk in love|drunk on love|punch drunk|drunk elephant|chugging along|chug along|chugged along",
  "#foodporn|food porn|#earthporn|earth porn|#cabinporn|#carporn|car porn|#skyporn|#plantporn|#bookporn|#shoeporn|sex education|sex ed|same sex|sex offender|sex trafficking|opposite sex|sexual harassment|sexual assault|sexual abuse|sexual health|sexual orientation|horny toad|horny toads|horned toad",
  "self care|self-care|dead tired|dead battery|bored to death|scared to death|death metal|killer app|killer workout|lady killer|serial killer documentary",
  "to not wake up the|to not wake up my|to not wake up your|to not wake up his|to not wake up her|to not wake up our|to not wake up everyone|to not wake up anyone|want to die of|wanna die of|wanted to die of|dying of embarrassment|suicide squad|suicide doors|suicide sprints|suicide drills|tired of living in|tired of living with|tired of living paycheck|tired of living like",
  "gay marriage|gay rights|pride month|black lives matter|women's rights|womens rights|immigrant rights|refugee support|welcome refugees",
].join("|");

/** Words that negate a red-flag term up to three words before it, within the sentence. */
export const NEGATORS =
  "not|no|never|don't|dont|doesn't|doesnt|didn't|didnt|won't|wont|can't|cant|cannot|isn't|isnt|ain't|aint|wasn't|wasnt|without|quit|quitting|stopped|against|anti|nor|zero|sober|avoid|avoiding|nothing";
/** Words that negate the term right before them ("drug free", "alcohol-free"). */
export const POST_NEGATORS = "free|awareness|prevention|recovery|rehab";
/** Words that turn a negator into an intensifier ("no cap", "no doubt"). */
export const NEGATION_BREAKERS = "cap|doubt|wonder|lie|lies|joke|cuz|cause|because";
/** Objects that make a violent verb a threat ("stab him", "kill _user_")... */
export const THREAT_TARGETS = "you|u|ya|yall|y'all|him|her|them|em|'em|_user_";
/** ...and objects that make it hyperbole ("this commute will kill me", "gonna murder it"). */
export const THREAT_SELF_OBJECTS = "me|us|myself|ourselves|it";
/** Second-person words: an insult near one of these is aimed at someone. */
export const SECOND_PERSON = "you|u|ur|your|you're|youre|ya|yall|y'all|yourself|_user_";

export const LEXICON: readonly LexiconGroup[] = [
  // Red flags. A name alone is a mention; the strongest weights go to use, offers and threats.
  {
    category: "drugs",
    weight: 0.9,
    terms:
      "acid trip|dropped acid|drop acid|dropping acid|on acid|tabs of acid|acid tabs|tab of acid|shrooms|magic mushrooms|crackhead|smoke weed|smoking weed|smoked weed|blunt|blunts|joint rolled|roll a joint|rolling a joint|smoke a joint|smoked a joint|smoking a joint|smoked a bowl|smoke a bowl|smoking a bowl|pack a bowl|packed a bowl|packing a bowl|bong|bong rip|dabs|dab pen|dab rig|dabbing wax|edibles|xanax|xans|xan|xanny|xannies|xan bars|percocet|percs|oxy|oxycontin|sipping lean|sippin lean|sip lean|drink lean|drinking lean|double cup|purple drank|codeine|promethazine|dope fiend|selling dope|sell dope|sold dope|dope boy|dope boys|dope man|dope dealer|dope house|smoke dope|smoke some dope|smoking dope|my dope|good dope|move dope|move that dope|trap house|420|#420|#weed|#stoner|#stoned|#weedlife|#420life|#highlife|#kush|kush|stoner|stoned|baked af|high af|getting high|get high|got high|i'm so high|im so high|so high rn|so high right now|high as a kite|high asf|💉💊|🍁💨|🌿💨|snort|snorting|rolling on molly|took molly|taking molly|on molly|pop molly|popped molly|popping molly|popped a molly|pop a molly|popping a molly|on a molly|of molly|do molly|doing molly|selling molly|sell molly|some molly|molly water|candy flip|candy flipping|candyflip|candyflipping|tripping on|popping pills|popped pills|pop pills|popping them pills|pop them pills|sell pills|selling pills|pill popping|pressing pills|pressed pills|pill press|press pills|line of coke|lines of coke|doing coke|did coke|cokehead|coke head|drunk and high|high and drunk",
  },
  {
    // Card, car and art dealers.
    category: "drugs",
    weight: 0.9,
    terms: "dealer",
    unless: "trade",
  },
  {
    // Drug names: as often news, fiction and recovery as use.
    category: "drugs",
    weight: 0.9,
    terms:
      "cocaine|heroin|meth|methamphetamine|crystal meth|fentanyl|ecstasy|mdma|lsd|ketamine|crack cocaine|drugs|drug dealer",
    unless: "drugTalk",
  },
  {
    category: "drugs",
    weight: 0.6,
    terms: "marijuana|cannabis|thc|ganja|mary jane|reefer|pothead|zooted|weed|🍃",
    unless: "garden",
  },
  {
    category: "drugs",
    weight: 0.45,
    terms: "molly|💊",
  },
  {
    category: "drugs",
    weight: 0.3,
    terms: "pot|high|coke|crack|tripping|hash|herb|vape|vaping|drug|dope|plug|carts|dab|lean|acid",
    unless: "garden",
  },
  {
    category: "drugs",
    weight: 0.3,
    terms: "pills|💉",
    unless: "medical",
  },
  {
    // Intoxication, binges and drinking as the point of the party.
    category: "alcohol",
    weight: 0.8,
    terms:
      "drunk|drunk af|got wasted|get wasted|getting wasted|so wasted|wasted af|absolutely wasted|i'm wasted|im wasted|#wasted|hammered|blackout drunk|blacked out|shitfaced|tipsy|hungover|keg|kegger|keg stand|beer pong|beer bong|shotgunning|shotgunned|shotgun a beer|tequila shots|jello shots|body shots|vodka shots|round of shots|rounds of shots|bottle service|open bar|bar crawl|pub crawl|bar hopping|day drinking|drinking games|drinking game|booze|boozing|boozy|beers deep|drinks deep|shots deep|bottomless mimosas|bottomless brunch|wine o'clock|whole bottle of wine|whole bottle of vodka|whole bottle of tequila|whole bottle of whiskey|entire bottle of wine|drunk and high|high and drunk|#drunk|#beer|#wine|#winetime|#happyhour|#tequila",
  },
  {
    category: "alcohol",
    weight: 0.8,
    terms: "hangover",
    unless: "fiction",
  },
  {
    // A drink named once is not heavy drinking; two or more clues are.
    category: "alcohol",
    weight: 0.45,
    terms: "tequila|vodka|whiskey|whisky|bourbon|rum|jager|jägermeister|fireball|wasted",
  },
  {
    category: "alcohol",
    weight: 0.35,
    terms:
      "beer|beers|wine|wines|cocktail|cocktails|margarita|margaritas|mimosa|mimosas|happy hour|ipa|lager|champagne|prosecco|sangria|liquor|bottle of wine|bottle of vodka|bottle of tequila|bottle of whiskey|🍻",
  },
  {
    category: "alcohol",
    weight: 0.3,
    terms: "brewery",
  },
  {
    category: "alcohol",
    weight: 0.25,
    terms: "chug|chugging|chugged|drinks|drinking|drink|drank|bar|shots|shot|turnt|turn up|pregame|pregaming",
    unless: "sports",
  },
  {
    category: "alcohol",
    weight: 0.2,
    terms: "cheers|party|partying",
    unless: "sports",
  },
  {
    category: "alcohol",
    weight: 0.2,
    terms: "🍺|🍷|🍸|🍹|🥃",
  },
  {
    // Toasts: celebrations more often than drinking.
    category: "alcohol",
    weight: 0.15,
    terms: "🥂|🍾",
  },
  {
    category: "gambling",
    weight: 0.85,
    terms:
      "casino|casinos|blackjack|roulette|slot machine|slot machines|poker night|poker tournament|texas holdem|holdem|sportsbook|sportsbooks|draftkings|fanduel|betmgm|bet365|parlay|parlays|betting|bets|placed a bet|place a bet|put money on|odds boost|bookie|bookies|wager|wagers|wagered|high roller|craps|baccarat|keno|moneyline|money line|prop bet|prop bets|same game parlay|bet slip|betslip|lock of the day|lock of the week|lock of the night|lock of the century|las vegas strip|gamble|gambling|gambler|#gambling|#casino|#poker|#betting|#parlay|🎰",
  },
  {
    category: "gambling",
    weight: 0.85,
    terms: "slots",
    unless: "booking",
  },
  {
    category: "gambling",
    weight: 0.6,
    terms:
      "scratchers|scratch off|scratch offs|scratch-off|scratch tickets|lottery ticket|lottery tickets|lotto ticket|lotto tickets",
  },
  {
    category: "gambling",
    weight: 0.45,
    terms: "poker|lottery|lotto|odds|vegas|jackpot|♠️|♣️|♦️",
    unless: "sports",
  },
  {
    category: "gambling",
    weight: 0.3,
    terms: "all in|🎲",
  },
  {
    category: "weapons",
    weight: 0.85,
    terms:
      "gun|rifle|rifles|ar15|ar-15|ak47|ak-47|ak|glock|glocks|pistol|pistols|handgun|handguns|shotgun|shotguns|firearm|firearms|ammo|ammunition|9mm|45 acp|45acp|45 cal|45 caliber|5.56|7.62|assault rifle|assault weapon|sniper|silencer|suppressor",
    unless: "gaming",
  },
  {
    category: "weapons",
    weight: 0.85,
    terms:
      "concealed carry|ccw|open carry|gun range|range day|shooting range|rifle range|pistol range|skeet shooting|trap shooting|clay shooting|target shooting|switchblade|brass knuckles|machete|body armor|hollow points|#2a|#guns|#gunsdaily|#pewpew|#ar15|#glock|🔫",
  },
  {
    category: "weapons",
    weight: 0.85,
    terms: "guns",
    unless: "fitness",
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
      "kill yourself|kys|i will kill|beat your ass|beat the shit out|beat you up|put you in the ground|catch these hands|you're dead|youre dead|slit your throat|should be shot|should be hanged|should be hung|deserve to die|deserves to die|hang them all|hang em all|hang them high|hang them from|hang him from|hang her from|lynch|execute them|kill them all|bomb them|beheaded|beheading|mass shooting|school shooting|shoot up|rape|beat his ass|beat her ass|beat their ass|beating his ass|beating her ass|beating your ass|beat yo ass|beat ur ass|whoop your ass|whoop his ass|beat u up|beat him up|beat her up|beat them up|beat the crap out|beat the hell out|stab anyone|stab someone|stab somebody|going to murder|gonna murder|bout to murder|finna murder|ima murder|i'll murder|ill murder|i will murder|break your legs|break his legs|break your neck|break his neck|break your jaw|break his jaw|break your face|deserves a bullet|deserve a bullet|put a bullet in|bullet in your head|bullet in his head|deserves to be shot|deserve to be shot|day of the rope",
  },
  {
    category: "violence",
    weight: 0.85,
    terms: "watch your back|watch ur back",
    unless: "fitness",
  },
  {
    category: "violence",
    weight: 0.45,
    terms:
      "killed|killing|murdered|murdering|massacre|lynching|raped|raping|rapist|date rape|beat up|punched|stabbed|assault|hurt you|brawl|violent|street fight|street fights|street fighting|suicide bombing|suicide bombings|suicide bomber|suicide bombers|suicide attack|suicide attacks|suicide vest|💣|🩸",
    unless: "fiction",
  },
  {
    // "stab him", "kill _user_": a threat; "this commute will kill me": hyperbole.
    category: "violence",
    weight: 0.45,
    terms: "kill|murder|stab|punch|choke|strangle|shank",
    unless: "fiction",
    aimed: true,
  },
  {
    // Only aimed at someone: alone these are photos, songs that slap, knocks on doors.
    category: "violence",
    weight: 0,
    terms: "shoot|slap|smack|knock",
    unless: "sports",
    aimed: true,
  },
  {
    category: "sexual",
    weight: 0.85,
    terms:
      "onlyfans|only fans|nudes|send nudes|nude pics|nude pic|nude photos|naked pics|naked pic|naked photos|dick pic|dick pics|dickpic|nsfw|sex tape|sexting|hook up tonight|dtf|blowjob|blow job|handjob|gave me head|give me head|giving head|gave him head|give him head|getting head|best sex|orgasm|horny|threesome|stripper|strip club|camgirl|escort service|18 only|18 content|spicy pics|spicy content|spicy vids|spicy videos|🔞|🍆💦|🍑💦|💦🍆",
  },
  {
    // Porn named in support and recovery talk is not adult content.
    category: "sexual",
    weight: 0.85,
    terms: "porn|porno|pornhub|pornography",
    unless: "recovery",
  },
  {
    category: "sexual",
    weight: 0.85,
    terms: "hookup|hookups",
    unless: "appliance",
  },
  {
    category: "sexual",
    weight: 0.4,
    terms:
      "sex|sexy|nude|naked|lingerie|thong|boobs|booty|thicc|kinky|fetish|bdsm|erotic|seductive|link in bio 🔥|🍆|🍑|💦",
    unless: "bodyOrFood",
  },
  {
    category: "self-harm",
    weight: 0.9,
    terms:
      "suicidal|suicide|commit suicide|suicide note|suicide attempt|attempted suicide|tried to kill myself|end it all|end my life|ending my life|self harm|self-harm|selfharm|cutting myself|cut myself again|cut my wrists|cut my wrist|slit my wrists|cutting my wrists|slitting my wrists|cuts on my wrists|cuts on my arms|cuts on my thighs|scars on my wrists|want to hurt myself|wanna hurt myself|going to hurt myself|gonna hurt myself|hurting myself|hurt myself on purpose|overdosed on purpose|overdose on purpose|no reason to live|better off dead|everyone would be better off without me|world would be better off without me|don't want to live|dont want to live|don't wanna live|don't want to be here anymore|dont want to be here anymore|don't wanna be here anymore|take my own life|overdose on|wish i was dead|wish i were dead|hope i don't wake up|hope i dont wake up|to not wake up|never wake up again|#selfharm|#suicidal|#sh|#cutting",
  },
  {
    // Cutting is also a diet phase ("bulk done, cutting again").
    category: "self-harm",
    weight: 0.9,
    terms: "cutting again|started cutting|been cutting",
    unless: "fitness",
  },
  {
    // Common hyperbole ("kms my mom posted baby pics"): laughter marks the joke.
    category: "self-harm",
    weight: 0.9,
    terms: "kill myself|killing myself|kms|want to die|wanna die",
    unless: "joking",
  },
  {
    category: "self-harm",
    weight: 0.6,
    terms: "tired of living",
  },
  {
    category: "self-harm",
    weight: 0.35,
    terms:
      "hopeless|worthless|empty inside|can't go on|cant go on|give up on life|sleep forever|disappear forever|disappeared forever|razor|scars|relapse|hurt myself|cut myself|better off without me",
  },
  {
    // Slogans and code words: used by supporters.
    category: "extremism",
    weight: 0.9,
    terms:
      "white power|heil hitler|sieg heil|1488|14 words|fourteen words|race war|day of the rope|rahowa|ethnostate|zog|jews control|jews run|jews own|#whitepower|#1488|#wpww|卐|卍",
  },
  {
    // Conspiracy slogans: claims in themselves, unless debunked or reported.
    category: "extremism",
    weight: 0.9,
    terms: "white genocide|great replacement|martyrdom operation",
    unless: "reporting",
  },
  {
    // Groups and movements: named far more often in news, history and condemnation than in
    // support, so a name counts only beside an endorsement ("join", "long live", "for life").
    category: "extremism",
    weight: 0.9,
    terms:
      "white nationalist|white nationalists|white nationalism|white supremacy|white supremacist|white supremacists|aryan nation|aryan nations|aryan brotherhood|neo nazi|neo nazis|neonazi|neonazis|ku klux klan|klan|klansmen|klansman|caliphate|mujahideen|boogaloo boys|proud boys|oath keepers|atomwaffen|isis|islamic state|daesh|al qaeda|al-qaeda|jihadi|jihadis|jihadist|jihadists",
    near: "endorsing",
    unless: "reporting",
  },
  {
    category: "extremism",
    weight: 0.35,
    terms:
      "nazi|nazis|hitler|swastika|88|jihad|militia|infidels|crusade|white pride|sharia|globalists|accelerationism",
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
      "movie|movies|film|films|cinema|tv|television|show|series|season|episode|episodes|netflix|hulu|hbo|disney plus|prime video|trailer|actor|actress|director|hollywood|marvel|star wars|documentary|sitcom|binge|binge watching|watching|youtube|youtuber|vlog|streaming|anime|premiere|box office|#netflix|#movie|🎬|🍿|📺",
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
