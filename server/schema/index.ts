import { lexicographicSortSchema } from "graphql";
import { builder } from "../builder.ts";
import "./scalars.ts";
import "./errors.ts";
import "./site.ts";
import "./user.ts";
import "./profile.ts";
import "./enquiry.ts";

builder.queryType({});
builder.mutationType({});

export const schema = lexicographicSortSchema(builder.toSchema());
