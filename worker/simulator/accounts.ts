import { SOURCES, type Source } from "../contracts/sources";
import { US_STATES } from "../domain/states";
import { interestById } from "./content";
import {
  clusterMembers,
  type Directory,
  type EntityRef,
  legalHandle,
  type Person,
  SIM_NOW_MS,
} from "./directory";
import { type Behaviour, NOBODY_PREFIX } from "./personas";
import { chance, hash, Random } from "./prng";

/**
 * One account on one network, derived on demand from the directory and the seed: what every
 * network renderer formats in its own way.
 */
export interface SimAccount {
  source: Source;
  ref: EntityRef;
  id: string;
  username: string;
  fullname: string;
  bio: string;
  /** The network's own location field (X, LinkedIn, Facebook's intro), when shown. */
  location: string | null;
  category: string | null;
  isPrivate: boolean;
  image: string;
  behaviour: Behaviour;
  person: Person | null;
  createdMs: number;
}

export interface SimPost {
  id: string;
  text: string;
  tags: string[];
  createdMs: number;
  likes: number;
  comments: number;
  /** A re-share of a brand's post (networks with `SHARE_CHANCE`): the words are the brand's. */
  sharedFrom: EntityRef | null;
}

export interface Counts {
  followers: number;
  following: number;
  posts: number;
}

const ID_PREFIX: Record<Source, string> = { ig: "58", fb: "1000", tt: "68", tw: "22", li: "7" };
const KIND_DIGIT = { person: "1", brand: "2" } as const;
const DAY_MS = 86_400_000;
const LATER_POSTS_APART_MS = 3 * 3_600_000;
const POSTS_MAX: Record<Source, number> = { ig: 40, fb: 0, tt: 30, tw: 60, li: 3 };
/** X's retweets: a share of the generated posts re-shares a brand of the same interest. */
const SHARE_CHANCE: Partial<Record<Source, number>> = { tw: 0.3 };
const FOLLOW_CHANCE = 0.45;
const TIKTOK_SEC_UID_PREFIX = "MS4wLjABAAAA";

export function entityId(source: Source, ref: EntityRef): string {
  return `${ID_PREFIX[source]}${KIND_DIGIT[ref.kind]}${String(ref.index).padStart(9, "0")}`;
}

export function refFromId(source: Source, id: string): EntityRef | null {
  const match = new RegExp(`^${ID_PREFIX[source]}([12])(\\d{9})$`).exec(id);
  if (!match) return null;
  return { kind: match[1] === "1" ? "person" : "brand", index: Number(match[2]) };
}

/** TikTok's opaque secUid, with the entity encoded so the simulator can read it back. */
export function secUid(ref: EntityRef): string {
  const head = `${KIND_DIGIT[ref.kind]}${String(ref.index).padStart(9, "0")}`;
  let tail = "";
  for (let i = 0; tail.length < 54; i++) tail += hash("secuid", ref.kind, ref.index, i).toString(36);
  return `${TIKTOK_SEC_UID_PREFIX}${head}${tail.slice(0, 54)}`;
}

export function refFromSecUid(value: string): EntityRef | null {
  const match = /^MS4wLjABAAAA([12])(\d{9})[0-9a-z]{54}$/.exec(value);
  if (!match) return null;
  return { kind: match[1] === "1" ? "person" : "brand", index: Number(match[2]) };
}

/** The account a handle names; `nobody.*` names nobody on any network (API.md). */
export function accountByHandle(dir: Directory, source: Source, handle: string): SimAccount | null {
  const name = handle.toLowerCase();
  const ref = name.startsWith(NOBODY_PREFIX) ? undefined : dir.byHandle[source].get(name);
  return ref ? account(dir, source, ref) : null;
}

export function account(dir: Directory, source: Source, ref: EntityRef): SimAccount | null {
  return ref.kind === "person" ? personAccount(dir, source, ref.index) : brandAccount(dir, source, ref.index);
}

function personAccount(dir: Directory, source: Source, index: number): SimAccount | null {
  const person = dir.people[index];
  const username = person?.handles[source];
  if (!person || !username) return null;
  const ref: EntityRef = { kind: "person", index };
  const r = new Random(dir.seed, "account", source, index);
  const location = shownLocation(person, source, r);
  return {
    source,
    ref,
    id: entityId(source, ref),
    username,
    fullname: displayName(person, source, r),
    bio: person.persona?.bios?.[source] ?? generatedBio(person, source, location !== null, r),
    location,
    category: null,
    isPrivate: person.behaviour === "private",
    image: imageUrl(source, entityId(source, ref)),
    behaviour: person.behaviour,
    person,
    createdMs: SIM_NOW_MS - r.int(200, 4000) * 86_400_000,
  };
}

function brandAccount(dir: Directory, source: Source, index: number): SimAccount | null {
  const brand = dir.brands[index];
  if (!brand || source === "li") return null;
  const ref: EntityRef = { kind: "brand", index };
  return {
    source,
    ref,
    id: entityId(source, ref),
    username: legalHandle(source, brand.handle),
    fullname: brand.name,
    bio: brand.bio,
    location: null,
    category: brand.category,
    isPrivate: false,
    image: imageUrl(source, entityId(source, ref)),
    behaviour: "normal",
    person: null,
    createdMs: SIM_NOW_MS - (3000 + index) * 86_400_000,
  };
}

/** Most people show their plain name; some a middle name, a nickname or only a first name. */
function displayName(person: Person, source: Source, r: Random): string {
  const plain = `${person.first} ${person.last}`;
  if (person.persona) return source === "tt" ? `${person.first} ${person.last.charAt(0)}` : plain;
  return r.weighted<string>([
    [plain, 70],
    [person.middle ? `${person.first} ${person.middle.charAt(0)}. ${person.last}` : plain, 10],
    [source === "tt" ? `${person.first} ${person.last.charAt(0)}` : plain, 8],
    [plain.toLowerCase(), 6],
    [person.first, source === "li" ? 0 : 6],
  ]);
}

function stateTitle(person: Person): string {
  return US_STATES.find((s) => s.abbr === person.state)?.title ?? person.state;
}

/** The network's dedicated location field: LinkedIn always has one, X and Facebook often. */
function shownLocation(person: Person, source: Source, r: Random): string | null {
  const always = person.persona !== null;
  switch (source) {
    case "li":
      return `${person.city}, ${stateTitle(person)}, United States`;
    case "tw":
      return always || r.next() < 0.7 ? `${person.city}, ${person.state}` : null;
    case "fb":
      return always || r.next() < 0.6 ? `${person.city}, ${stateTitle(person)}` : null;
    default:
      return null;
  }
}

function generatedBio(person: Person, source: Source, locationShown: boolean, r: Random): string {
  const parts = r.sample(person.interests, 2).flatMap((id) => {
    const fragments = interestById(id).bio;
    return fragments.length > 0 ? [r.pick(fragments)] : [];
  });
  // Personas always name their state, so the fixture searches have evidence to rank by.
  if (!locationShown && person.persona !== null) parts.push(`${person.city}, ${person.state}`);
  else if (!locationShown && r.next() < 0.55) {
    parts.push(
      r.pick([
        `${person.city}, ${person.state}`,
        `${person.city} ${person.state}`,
        `📍 ${person.city}`,
        stateTitle(person),
        `${person.state} born and raised`,
      ]),
    );
  }
  if (r.next() < 0.3)
    parts.unshift(r.pick([`${person.age}`, `${person.age} y/o`, `${person.age}yo`, `age ${person.age}`]));
  if (source === "li") return `${parts.join(". ")}.`;
  return parts.join(r.pick([" | ", " · ", " • "]));
}

function imageUrl(source: Source, id: string): string {
  switch (source) {
    case "ig":
      return `https://scontent.cdninstagram.com/v/t51.2885-19/${id}_n.jpg`;
    case "fb":
      return `https://scontent.xx.fbcdn.net/v/t39.30808-1/${id}_n.jpg`;
    case "tt":
      return `https://p16-sign.tiktokcdn-us.com/tos-useast5-avt-0068-tx/${id}~c5_720x720.jpeg`;
    case "tw":
      return `https://pbs.twimg.com/profile_images/${id}/avatar_400x400.jpg`;
    case "li":
      return `https://media.licdn.com/dms/image/v2/${id}/profile-displayphoto-shrink_400_400/0/`;
  }
}

/** Hosts of the images above: the simulator draws an avatar for any path under them. */
export const IMAGE_HOSTS = new Set(SOURCES.map((source) => new URL(imageUrl(source, "0")).host));

function onNetwork(dir: Directory, source: Source, index: number): boolean {
  const person = dir.people[index];
  return person?.handles[source] !== undefined && person.behaviour !== "zeroFollows";
}

/** `a` follows `b` on a network: a fixed coin per ordered pair, so friends (both ways) emerge. */
function follows(dir: Directory, source: Source, a: number, b: number): boolean {
  return a !== b && chance(dir.seed, "follows", source, a, b) < FOLLOW_CHANCE;
}

/** Whom an account follows, people first (in index order), then brands. */
export function followings(dir: Directory, source: Source, ref: EntityRef): EntityRef[] {
  const person = ref.kind === "person" ? dir.people[ref.index] : undefined;
  if (!person || !onNetwork(dir, source, person.index)) return [];
  const people = clusterMembers(dir, person.cluster).filter(
    (other) => onNetwork(dir, source, other) && follows(dir, source, person.index, other),
  );
  const r = new Random(dir.seed, "brands", source, person.index);
  const brands = person.interests.flatMap((interest) => {
    const own = dir.brands.filter((b) => b.interest === interest);
    return r.sample(own, r.int(1, Math.max(1, own.length)));
  });
  return [
    ...people.map((index): EntityRef => ({ kind: "person", index })),
    ...(source === "li" ? [] : brands.map((b): EntityRef => ({ kind: "brand", index: b.index }))),
  ];
}

/** Who follows an account. Brands' audiences are not listed (only counted). */
export function followers(dir: Directory, source: Source, ref: EntityRef): EntityRef[] {
  const person = ref.kind === "person" ? dir.people[ref.index] : undefined;
  if (!person || !onNetwork(dir, source, person.index)) return [];
  return clusterMembers(dir, person.cluster)
    .filter((other) => onNetwork(dir, source, other) && follows(dir, source, other, person.index))
    .map((index) => ({ kind: "person", index }));
}

export function posts(dir: Directory, source: Source, ref: EntityRef): SimPost[] {
  const person = ref.kind === "person" ? dir.people[ref.index] : undefined;
  if (!person || person.behaviour === "zeroFollows") return [];
  return [...laterPosts(dir, source, person), ...earlierPosts(dir, source, person)];
}

/**
 * A post's id: the network's prefix, the series ("3" the posts from before the clock's start, "4"
 * those after it), the person and the post's number in its series, so no two posts share one.
 */
function postId(source: Source, series: "3" | "4", person: Person, n: number): string {
  return `${ID_PREFIX[source]}${series}${String(person.index).padStart(9, "0")}${String(n).padStart(4, "0")}`;
}

/**
 * A persona's later posts on `source` whose moment the simulated clock has passed, newest first:
 * a batch's oldest post is dated at its moment, the next ones three hours apart. Numbered by batch
 * and from the oldest post, so a post keeps its id however many come after it.
 */
function laterPosts(dir: Directory, source: Source, person: Person): SimPost[] {
  return (person.persona?.later ?? [])
    .flatMap((batch, b) => {
      const moment = SIM_NOW_MS + batch.afterDays * DAY_MS;
      if (batch.source !== source || dir.now < moment) return [];
      return batch.captions.map((text, k): SimPost => {
        const oldestFirst = batch.captions.length - 1 - k;
        return {
          id: postId(source, "4", person, b * 100 + oldestFirst),
          text,
          tags: hashtags(text),
          createdMs: moment + oldestFirst * LATER_POSTS_APART_MS,
          likes: 0,
          comments: 0,
          sharedFrom: null,
        };
      });
    })
    .sort((a, b) => b.createdMs - a.createdMs);
}

/** The tags a persona's own words carry. */
function hashtags(text: string): string[] {
  return [...text.matchAll(/#(\w+)/g)].map((m) => m[1] ?? "");
}

function earlierPosts(dir: Directory, source: Source, person: Person): SimPost[] {
  const r = new Random(dir.seed, "posts", source, person.index);
  const own = person.persona?.captions ?? [];
  const count = own.length + r.int(0, POSTS_MAX[source]);
  const out: SimPost[] = [];
  let created = SIM_NOW_MS - r.int(1, 48) * 3_600_000;
  for (let k = 0; k < count; k++) {
    const interest = interestById(r.pick(person.interests));
    const caption = own[k] ?? r.pick(interest.captions);
    const tags = own[k] ? hashtags(caption) : r.sample(interest.tags, r.int(0, 2));
    const text = own[k] ? caption : [caption, ...tags.map((t) => `#${t}`)].join(" ");
    const id = postId(source, "3", person, k);
    out.push({
      id,
      text,
      tags,
      createdMs: created,
      likes: r.int(0, 400),
      comments: r.int(0, 40),
      // A coin of its own, not `r`: the rest of the population stays as it was. A persona's own
      // captions are always their words.
      sharedFrom: own[k] ? null : sharedBrand(dir, source, interest.id, id),
    });
    created -= r.int(6, 240) * 3_600_000;
  }
  return out;
}

function sharedBrand(dir: Directory, source: Source, interest: string, postId: string): EntityRef | null {
  if (chance(dir.seed, "shared", postId) >= (SHARE_CHANCE[source] ?? 0)) return null;
  const brands = dir.brands.filter((b) => b.interest === interest);
  const brand = brands[Math.floor(chance(dir.seed, "shared-brand", postId) * brands.length)];
  return brand ? { kind: "brand", index: brand.index } : null;
}

export function counts(dir: Directory, source: Source, ref: EntityRef): Counts {
  if (ref.kind === "brand") {
    const r = new Random(dir.seed, "brand-counts", source, ref.index);
    return { followers: r.int(5_000, 2_000_000), following: r.int(10, 400), posts: r.int(200, 5_000) };
  }
  return {
    followers: followers(dir, source, ref).length,
    following: followings(dir, source, ref).length,
    posts: posts(dir, source, ref).length,
  };
}
