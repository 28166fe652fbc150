import { GraphQLError, Lexer, Source, TokenKind } from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * How deep the brackets of one GraphQL document may nest: selection sets `{ }`, lists `[ ]`,
 * argument lists `( )` and input objects `{ }` together. graphql-js parses recursively, so a
 * document of 20,000 nested `{a: {a: …}}` overflowed its stack and answered HTTP 500
 * "Unexpected error." (issue 11 A5). The console's deepest operation nests about a dozen
 * levels; the field depth limit (gateway/limits.ts) is checked later, on the parsed document.
 */
export const MAX_DOCUMENT_NESTING = 64;

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * The deepest bracket nesting of `text`, counted on its tokens (so brackets inside strings
 * and comments do not count), stopping as soon as it passes `max`. Lexing is iterative;
 * a syntax error stops the count and is left for the parser to report.
 */
export function documentNesting(text: string, max: number = MAX_DOCUMENT_NESTING): number {
  const lexer = new Lexer(new Source(text));
  let depth = 0;
  let deepest = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (OPENING.has(token.kind)) {
        depth++;
        if (depth > deepest) deepest = depth;
        if (deepest > max) break;
      } else if (CLOSING.has(token.kind)) depth--;
    }
  } catch {
    // A syntax error: the parser says where.
  }
  return deepest;
}

/** Refuses a document nested past {@link MAX_DOCUMENT_NESTING} before graphql-js parses it. */
export function documentNestingPlugin(): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        const text = typeof source === "string" ? source : source.body;
        if (documentNesting(text) > MAX_DOCUMENT_NESTING)
          throw new GraphQLError(
            `The operation nests more than ${MAX_DOCUMENT_NESTING} levels of brackets`,
            { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } },
          );
        return parseFn(source, options);
      });
    },
  };
}
