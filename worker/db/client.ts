import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

function connect(d1: D1Database) {
  return drizzle(d1, { schema });
}
export type Db = ReturnType<typeof connect>;

/**
 * One drizzle instance per D1 binding for the isolate's life: building one reads the whole schema's
 * relations (about 1 ms of CPU), which every request paid before. The instance holds no request state.
 */
const instances = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = instances.get(d1);
  if (!db) {
    db = connect(d1);
    instances.set(d1, db);
  }
  return db;
}
