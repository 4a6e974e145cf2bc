import { useState } from 'react';
import { Button, Divider } from 'antd';
import GoogleOutlined from '@ant-design/icons/GoogleOutlined';
import { getGoogleClientId, useGoogleLoginMutation, useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { GoogleSignInCancelled, requestGoogleAccessToken } from './googleIdentity';
import { useCompleteSignIn } from './useCompleteSignIn';

/** Shown only when the deployment configured a Google client id. */
export function GoogleSignInButton() {
  const clientId = getGoogleClientId();
  const [googleLogin] = useGoogleLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  if (!clientId) return null;

  const signInWithGoogle = async () => {
    setBusy(true);
    try {
      const accessToken = await requestGoogleAccessToken(clientId);
      const result = await googleLogin({ accessToken }).unwrap();
      completeSignIn(result, 'Login Success');
    } catch (error) {
      if (!(error instanceof GoogleSignInCancelled)) toast.error(errorMessage(error, 'Google login failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Divider plain>or</Divider>
      <Button block size="large" icon={<GoogleOutlined />} loading={busy} onClick={signInWithGoogle}>
        Continue with Google
      </Button>
    </>
  );
}
