import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';

/** A password field with a show/hide switch, so people can check what they typed. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(
  function PasswordInput(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <InputGroup
        endElement={
          <IconButton
            variant="ghost"
            colorPalette="gray"
            size="sm"
            me="-2"
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </IconButton>
        }
      >
        <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
      </InputGroup>
    );
  },
);
