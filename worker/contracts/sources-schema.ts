import { z } from "zod";
import { BAD_REASONS, CREATE_SOURCES, SOURCES } from "./sources";

/** Zod enums over the lists in `./sources`; server side only (the browser uses the lists and guards). */
export const sourceSchema = z.enum(SOURCES);
export const createSourceSchema = z.enum(CREATE_SOURCES);
export const badReasonSchema = z.enum(BAD_REASONS);
