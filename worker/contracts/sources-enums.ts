import * as z from "zod/mini";
import { BAD_REASONS, CREATE_SOURCES, SOURCES } from "./sources";

/**
 * Zod enums over the lists in `./sources` (zod/mini): the answers the client checks use them, and
 * the classic request schemas of the `*-schema` modules take them as fields.
 */
export const sourceSchema = z.enum(SOURCES);
export const createSourceSchema = z.enum(CREATE_SOURCES);
export const badReasonSchema = z.enum(BAD_REASONS);
