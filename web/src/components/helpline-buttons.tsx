import { Button } from '@chakra-ui/react';
import { MessageSquareText, Phone } from 'lucide-react';
import { callHref, type Helpline, textHref } from '#shared/domain/crisis-resources.ts';

/**
 * A helpline's "Call" and "Text" buttons, each shown only when the line takes calls or texts: the
 * crisis card in a chat and the safety page's list of countries show the same two. Always in the
 * brand's colours, whatever palette a practice's portal sets around them.
 */
export function HelplineCallAndTextButtons({ helpline }: { helpline: Helpline }) {
  return (
    <>
      {helpline.call && (
        <Button asChild size="sm" colorPalette="brand">
          <a href={callHref(helpline.call)}>
            <Phone aria-hidden="true" />
            Call {helpline.call}
          </a>
        </Button>
      )}
      {helpline.text && (
        <Button asChild size="sm" variant="outline" colorPalette="brand" bg="bg.panel">
          <a href={textHref(helpline.text)}>
            <MessageSquareText aria-hidden="true" />
            Text {helpline.text}
          </a>
        </Button>
      )}
    </>
  );
}
