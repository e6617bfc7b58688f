import { Box, Image } from '@chakra-ui/react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { initialsOf, therapistNameOf } from '#web/features/portal/model/portal-text.ts';

/** The practice's logo when it has one, else the therapist's initials in the brand colour. */
export function PracticeAvatar({
  practice,
  image,
  size = '12',
}: {
  practice: PublicPracticeProfile;
  /** Which picture: the logo (headers) or the therapist's photo (side panel). */
  image: 'logo' | 'photo';
  size?: string;
}) {
  const url = image === 'logo' ? practice.logoUrl : practice.therapistPhotoUrl;
  const name = therapistNameOf(practice);
  if (url) {
    return (
      <Image
        src={url}
        alt={image === 'logo' ? `${name}'s practice logo` : `Photo of ${name}`}
        boxSize={size}
        objectFit={image === 'logo' ? 'contain' : 'cover'}
        borderRadius={image === 'logo' ? 'md' : 'full'}
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <Box
      boxSize={size}
      borderRadius="full"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="semibold"
      color="white"
      style={{ background: practice.secondaryColor }}
      aria-hidden="true"
      flexShrink={0}
    >
      {initialsOf(practice)}
    </Box>
  );
}
