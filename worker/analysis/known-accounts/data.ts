import { BUSINESS } from "./business";
import { CARS } from "./cars";
import { FOOD_FITNESS } from "./food-fitness";
import { LEARNING } from "./learning";
import { LIFE } from "./life";
import { MUSIC } from "./music";
import { NEWS } from "./news";
import { PLACES } from "./places";
import { SCREEN } from "./screen";
import { SPORTS } from "./sports";
import { STYLE } from "./style";
import { TECH } from "./tech";

/** Every group of the directory, parsed by `../known-accounts.ts` (which documents the format). */
export const KNOWN_ACCOUNT_GROUPS: readonly string[] = [
  SPORTS,
  CARS,
  MUSIC,
  SCREEN,
  NEWS,
  BUSINESS,
  STYLE,
  FOOD_FITNESS,
  TECH,
  LEARNING,
  PLACES,
  LIFE,
];
