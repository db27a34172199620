/**
 * Structural signals: what a sentence does rather than which words it uses. Who it aims at
 * (the reader, a named person, a group), its intent (future or conditional harm, an imperative,
 * "should be", a wish), first-person self-injury, and whether it approves of or reports on what
 * it mentions. A linear head cannot combine words by itself: "kill" with "you" and "if" in one
 * sentence is a threat, "kill" with "boss fight" is a game. So each signal, and each pair of
 * signals met in one sentence, becomes a hashed feature (features.ts), and the heads learn what
 * the combinations mean from the written corpus. Word lists here are classes, never verdicts.
 */
import { hashString, WORD_SEED } from "./hash";
import type { Tokens } from "./tokenize";
import { lookup, wordTable } from "./word-table";

export const SIGNALS = [
  /** The reader: you, your, u, ur, y'all. */
  "you",
  /** A reply or a tag: "@someone". */
  "mention",
  /** A person spoken about: he, she, him, her, or a capitalised name inside a sentence. */
  "person",
  /** A group or an identity term: immigrants, muslims, women, gays, "these people". */
  "group",
  /** The writer: I, me, my, myself. */
  "self",
  /** Will, 'll, gonna, finna, tonight, tomorrow. */
  "future",
  /** If, when, next time, unless, one more time. */
  "conditional",
  /** Should, deserve, need to, ought, must: what ought to happen. */
  "ought",
  /** Hope, wish, pray: what the writer wants to happen. */
  "wish",
  /** A sentence that starts with a command: go, kill, shoot, someone, let's. */
  "imperative",
  /** Physical harm: kill, shoot, stab, beat, hurt, die, dead, hang, burn, bomb and their slang. */
  "harm",
  /** Self-injury and its means: cut, cutting, scars, pills, overdose, rope, bridge, starve. */
  "selfInjury",
  /** Ending one's life or not waking up: end it, goodbye, disappear, sleep forever. */
  "ending",
  /** A weapon emoji or word: 🔫 🔪 🩸 💣 gun, knife, glock, strap. */
  "weapon",
  /** Reporting: news, police, arrested, court, documentary, history. */
  "report",
  /** Condemnation and grief: disgusting, condemn, horrific, rip, prayers, evil. */
  "condemn",
  /** Approval: based, hero, legend, saint, respect, salute, hail, king. */
  "approve",
  /** Recovery and support: clean, sober, recovery, therapy, hotline, 988, proud of. */
  "recovery",
  /** Games, sports and fiction: game, match, boss, level, season, movie, lyrics. */
  "play",
  /** Contempt for a person: pathetic, loser, ugly, disgusting, clown, weasel. */
  "contempt",
  /** Laughter that marks a joke or hyperbole: lol, lmao, 😂, 💀. */
  "joke",
  /** Negation: not, never, don't, no. */
  "negation",
] as const;
export type Signal = (typeof SIGNALS)[number];

const bit = (signal: Signal) => 1 << SIGNALS.indexOf(signal);

const WORDS: Record<Signal, string> = {
  you: "you|your|yours|yourself|yourselves|u|ur|ya|yall|y'all|you're|youre|you'll|youll|you've|ya'll|thee|urself",
  mention: "_user_",
  person:
    "he|she|him|her|his|hers|himself|herself|he's|she's|he'll|she'll|hes|shes|bro|dude|guy|girl|man|woman|boy|kid|teacher|boss|neighbor|neighbour|ex|husband|wife|president|senator",
  group:
    "immigrants|immigrant|migrants|refugees|aliens|illegals|muslims|muslim|islam|jews|jew|jewish|blacks|black|whites|white|mexicans|africans|arabs|asians|chinese|gays|gay|lesbians|trans|transgender|women|woman|females|feminists|minorities|foreigners|latinos|hispanics|indians|christians|catholics|hindus|sikhs|people|them|they|these|those|their|race|races|kind|breed|tribe|invaders|queers|homos|retards|disabled|autistic",
  self: "i|me|my|myself|mine|i'm|im|i'll|i've|ive|i'd|id|imma|ima",
  future:
    "will|gonna|finna|bouta|gon|gunna|tonight|tomorrow|soon|later|shall|going|about|wanna|next|weekend|coming|ill",
  conditional: "if|when|whenever|unless|until|next|again|ever|once|or|else|otherwise",
  ought: "should|shoulda|deserve|deserves|deserved|must|ought|need|needs|gotta|has|have|better",
  wish: "hope|hoping|hopefully|wish|wishing|pray|praying|want|wanna|dream|dreaming|please|someone|somebody",
  imperative: "",
  harm: "kill|killing|killed|kills|murder|murdered|shoot|shooting|shot|stab|stabbed|stabbing|beat|beating|beaten|hurt|hurting|die|dies|died|dead|death|hang|hanged|hanging|lynch|burn|burned|burning|bomb|bombing|blow|choke|strangle|slit|bleed|bleeding|smoke|slide|sliding|merk|murk|wet|body|bodied|pop|popped|cap|capped|drop|dropped|stomp|jump|jumped|curb|gas|gassed|exterminate|eliminate|execute|executed|slaughter|destroy|end|ended|unalive|unalived|rope|bullet|bullets|blood|bloody|grave|coffin|hospital|bury|buried|torture|rape|punch|smack|slap|break|broken|bash|hunt|hunted|wipe|purge|cleanse|genocide|war|fight|fighting|attack|attacked|🔫|🔪|🗡|💣|🩸|⚰|☠|🪦|💀",
  selfInjury:
    "cut|cutting|cuts|cutter|scars|scar|blade|blades|razor|razors|pills|pill|overdose|od|rope|noose|bridge|jump|jumping|starve|starving|purge|purging|fasting|thinspo|meanspiration|burn|burns|bleed|bleeding|wrists|wrist|thighs|relapse|relapsed|kms|kys|sh|ana|mia|calories|skinny|bones|collarbones|hurting|hurt",
  ending:
    "goodbye|bye|farewell|forever|disappear|disappeared|gone|wake|waking|sleep|asleep|end|ending|ended|over|anymore|tired|done|last|letter|note|better|burden|exist|existing|alive|living|leave|unalive|suicide|suicidal|sewerslide|ctb|🪦|⚰",
  weapon:
    "gun|guns|glock|strap|strapped|pistol|rifle|ar|ar15|ak|ak47|shotgun|knife|knives|machete|blade|bat|baseball|rope|ammo|rounds|clip|mag|9mm|trigger|pipe|bomb|bombs|molotov|grenade|🔫|🔪|🗡|💣|🧨|🪓",
  report:
    "news|report|reports|reported|reporting|police|cops|officials|arrested|arrest|charged|court|trial|sentenced|prison|jail|suspect|victim|victims|according|article|documentary|podcast|history|historical|museum|book|read|reading|study|research|breaking|headline|investigation|investigators|witnesses|footage|anniversary|memorial",
  condemn:
    "disgusting|condemn|condemns|horrific|horrible|tragic|tragedy|heartbreaking|heartbroken|rip|prayers|praying|awful|terrible|evil|despicable|sickening|shameful|shame|unacceptable|never|against|stop|wrong|sad|grief|mourning|rest|peace",
  approve:
    "based|hero|heroes|legend|legendary|saint|saints|respect|salute|hail|king|kings|goat|icon|inspiration|inspired|deserved|earned|proud|glory|glorious|honor|honour|martyr|martyrs|brave|bravery|w|🫡|👑|🐐|💯|🔥|❤️|long|live|join|us|brothers|ready|time|rise",
  recovery:
    "clean|sober|sobriety|recovery|recovering|recovered|therapy|therapist|counselor|counseling|hotline|988|help|helpline|support|survivor|survived|healing|heal|milestone|days|months|years|proud|meds|treatment|rehab|okay|ok|safe|reach|talk|listen|here|hugs|love|matters|resources|awareness",
  play: "game|games|gaming|match|matches|boss|level|levels|raid|season|seasons|team|teams|league|playoffs|playoff|score|scored|goal|goals|win|won|lost|loss|movie|movies|film|show|episode|series|lyrics|song|album|book|novel|character|fortnite|cod|valorant|minecraft|gta|elden|ranked|lobby|respawn|spawn|npc|quest|dungeon|ufc|boxing|fight|fighter|round|practice|coach|workout|gym|hunting|deer|fishing|recipe|eggs|pan|oven",
  contempt:
    "pathetic|loser|losers|ugly|disgusting|clown|clowns|weasel|rat|snake|trash|garbage|worthless|useless|stupid|dumb|idiot|idiots|moron|morons|fat|embarrassing|embarrassment|nobody|failure|joke|waste|creep|creepy|weirdo|freak|fraud|fake|liar|smug|pig|cow|whale|dog|sad|irrelevant|cringe|lame|annoying|braindead|npc|clueless|gross|nasty",
  joke: "lol|lmao|lmfao|lmaoo|rofl|haha|hahaha|jk|😂|🤣|😭|💀|😹|xd",
  negation:
    "not|never|no|don't|dont|didn't|didnt|won't|wont|can't|cant|isn't|isnt|ain't|aint|nobody|nothing|nah|neither|nor|without",
};

/** Words that begin a command when they start a sentence. */
const IMPERATIVES =
  "go|kill|shoot|stab|beat|hang|burn|bomb|get|do|just|someone|somebody|let's|lets|send|round|deport|exterminate|gas|lynch|end|jump|cut|drink|take|slit|watch|try|join|rise|wake|remember|stay|keep|hit|punch|smack|run|hunt|wipe";

/** Set on words that begin a command when they start a sentence; not a signal of its own. */
const COMMAND = 1 << 30;

/** Each class word's signal bits (and COMMAND), looked up by the hash the tokeniser computed. */
const CLASSES = wordTable(
  (() => {
    const classes = new Map<string, number>();
    const add = (word: string, bits: number) => classes.set(word, (classes.get(word) ?? 0) | bits);
    for (const signal of SIGNALS)
      for (const word of WORDS[signal].split("|")) if (word !== "") add(word, bit(signal));
    for (const word of IMPERATIVES.split("|")) add(word, COMMAND);
    return classes;
  })(),
);

const PERSON = bit("person");
const IMPERATIVE = bit("imperative");
const FUTURE = bit("future");

/**
 * The signals of each sentence of a tokenised text, one bit per signal of SIGNALS; `text`
 * (the original) tells a capitalised name from a word that starts a sentence.
 */
export function sentenceSignals(tokens: Tokens, text: string, out: number[]): number[] {
  out.length = 0;
  const { hashes, sentence, starts, part, words } = tokens;
  let current = -1;
  let first = true;
  let mask = 0;
  for (let i = 0; i < hashes.length; i++) {
    if (part[i]) continue;
    if (sentence[i] !== current) {
      if (current >= 0) out.push(mask);
      current = sentence[i] as number;
      mask = 0;
      first = true;
    }
    const word = words[i] as string;
    const classes = lookup(CLASSES, hashes[i] as number, word) ?? 0;
    mask |= classes & ~COMMAND;
    if (first && (classes & COMMAND) !== 0) mask |= IMPERATIVE;
    else if (!first && isName(text, starts[i] as number, word)) mask |= PERSON;
    // "you'll", "he'll", "they'll": contractions of will.
    if (word.length > 3 && word.endsWith("'ll")) mask |= FUTURE;
    first = false;
  }
  if (current >= 0) out.push(mask);
  return out;
}

/** A capitalised word inside a sentence ("Jake", "Biden"), not "I" and not a shouted word. */
function isName(text: string, start: number, word: string): boolean {
  const c = text.charCodeAt(start);
  if (c < 65 || c > 90 || word.length < 2 || word === "i'm" || word === "i'll") return false;
  const next = text.charCodeAt(start + 1);
  return next >= 97 && next <= 122;
}

const SINGLE_FEATURES = SIGNALS.map((signal) => hashString(`signal:${signal}`, WORD_SEED));
const PAIR_FEATURES = SIGNALS.flatMap((a) => SIGNALS.map((b) => hashString(`signals:${a}+${b}`, WORD_SEED)));
const COUNT = SIGNALS.length;
/**
 * Signals that say what a sentence is about (harm, self-injury, an ending, a weapon, contempt, a
 * group): a pair is only a feature when one of its signals is one of these ("he" with
 * "tomorrow" says nothing; "he" with "kill" does).
 */
const CONTENT = (["harm", "selfInjury", "ending", "weapon", "contempt", "group"] as const).reduce(
  (mask, signal) => mask | bit(signal),
  0,
);
/** Pairs already emitted for the current text (cleared on the way out): no allocation per text. */
const seenPair = new Uint8Array(COUNT * COUNT);
const emittedPairs = new Int32Array(COUNT * COUNT);

/**
 * Writes the hashed features of a text's signals into `out` from `at` (up to `limit`): each
 * signal met anywhere, and each pair of signals met in one sentence (the reader with harm and
 * the future is a threat; harm with play is a game). Returns the new end.
 */
export function signalFeatures(
  masks: readonly number[],
  out: Uint32Array,
  at: number,
  limit: number,
): number {
  let any = 0;
  let pairs = 0;
  for (const mask of masks) {
    any |= mask;
    for (let a = 0; a < COUNT; a++) {
      if ((mask & (1 << a)) === 0) continue;
      for (let b = a + 1; b < COUNT; b++) {
        const pair = a * COUNT + b;
        if ((mask & (1 << b)) === 0 || seenPair[pair] === 1) continue;
        if ((CONTENT & ((1 << a) | (1 << b))) === 0) continue;
        seenPair[pair] = 1;
        emittedPairs[pairs++] = pair;
      }
    }
  }
  let end = at;
  for (let a = 0; a < COUNT && end < limit; a++)
    if ((any & (1 << a)) !== 0) out[end++] = SINGLE_FEATURES[a] as number;
  for (let i = 0; i < pairs; i++) {
    const pair = emittedPairs[i] as number;
    seenPair[pair] = 0;
    if (end < limit) out[end++] = PAIR_FEATURES[pair] as number;
  }
  return end;
}
