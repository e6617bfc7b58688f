import { Box, Link } from '@chakra-ui/react';
import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { remarkAutolinkUrls } from './autolink-urls';

const remarkPlugins = [remarkAutolinkUrls];

/** Links leave the chat in a new tab and learn nothing about where they came from. */
const components: Components = {
  a: ({ href, children }) => (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color="inherit"
      textDecoration="underline"
      textUnderlineOffset="2px"
      fontWeight="medium"
      overflowWrap="anywhere"
    >
      {children}
    </Link>
  ),
};

/** Images are never loaded from a reply (no tracking pixels); their text stays. */
const disallowedElements = ['img'];

const markdownStyles = {
  '& > * + *': { marginTop: '0.6em' },
  '& ul, & ol': { paddingInlineStart: '1.4em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.25em' },
  '& strong': { fontWeight: 'semibold' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', fontSize: '1em' },
  '& blockquote': {
    borderInlineStartWidth: '3px',
    borderColor: 'border.emphasized',
    paddingInlineStart: '0.8em',
    color: 'fg.muted',
  },
  '& code': {
    fontFamily: 'mono',
    fontSize: '0.9em',
    bg: 'bg.muted',
    paddingInline: '0.3em',
    borderRadius: 'sm',
  },
  '& pre': { whiteSpace: 'pre-wrap', bg: 'bg.muted', padding: '0.6em', borderRadius: 'md' },
  '& hr': { borderColor: 'border' },
} as const;

/**
 * A guide's reply as SAFE Markdown: raw HTML in the text is dropped (there is no rehype-raw, and
 * there never should be), link targets pass react-markdown's URL filter, images are not loaded.
 */
export const GuideMarkdown = memo(function GuideMarkdown({ content }: { content: string }) {
  return (
    <Box css={markdownStyles} overflowWrap="break-word">
      <Markdown
        remarkPlugins={remarkPlugins}
        components={components}
        skipHtml
        disallowedElements={disallowedElements}
        unwrapDisallowed
      >
        {content}
      </Markdown>
    </Box>
  );
});
