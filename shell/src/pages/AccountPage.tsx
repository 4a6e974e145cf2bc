import { Navigate } from 'react-router-dom';
import { Alert, Button, Card, List, Space, Tag, Typography } from 'antd';
import { useAuth } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { formatDateTime } from '@rental/money-days/days';
import type { SignedInSession } from '@rental/platform/types';
import { useEndOtherSessionsMutation, useEndSessionMutation, useMySessionsQuery } from './account/accountApi';
import { DataCard, EmailCard, PasswordCard, ProfileCard, VerificationNotice } from './account/AccountCards';
import { pageStyles } from './pageStyles';
import { TwoFactorCard } from './account/TwoFactorCard';

/**
 * /account: who is signed in; the profile, e-mail and password; two-step sign-in (admins and
 * staff); the devices signed in to this account, each of which can be ended; and the owner's data
 * (download, delete).
 */
export default function AccountPage() {
  const { user, isSignedIn, isLoading, logout } = useAuth();
  const sessions = useMySessionsQuery(undefined, { skip: !isSignedIn });
  const [endSession, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  if (!isSignedIn && !isLoading) return <Navigate to="/login" replace />;

  const others = (sessions.data ?? []).filter((session) => !session.current);
  const failure = sessions.error ?? ending.error ?? endingOthers.error;
  return (
    <div style={{ ...pageStyles.container, maxWidth: 820 }}>
      <Typography.Title level={1} style={{ fontSize: 'clamp(26px, 4vw, 34px)' }}>
        My account
      </Typography.Title>
      {user && (
        <Typography.Paragraph>
          Signed in as <strong>{user.email}</strong>
        </Typography.Paragraph>
      )}
      {user && <VerificationNotice user={user} />}
      {/* Keyed by the user's id: the forms start from the account's current values. */}
      {user && <ProfileCard key={`profile-${user._id}`} user={user} />}
      {user && <EmailCard user={user} />}
      {user && <PasswordCard user={user} />}
      {isSignedIn && <TwoFactorCard />}
      <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Signed-in devices</h2>} style={{ marginBottom: 24 }}>
        {failure ? <Alert type="error" showIcon title={errorMessage(failure, 'Your devices could not be loaded. Please try again.')} style={{ marginBottom: 16 }} /> : null}
        {endingOthers.data && <Alert type="success" showIcon title={endingOthers.data.message} style={{ marginBottom: 16 }} />}
        <List<SignedInSession>
          loading={sessions.isLoading}
          dataSource={sessions.data ?? []}
          locale={{ emptyText: 'No devices' }}
          renderItem={(session) => (
            <List.Item
              actions={[
                session.current ? (
                  <Button key="logout" onClick={logout}>
                    Log out
                  </Button>
                ) : (
                  <Button key="end" danger onClick={() => void endSession(session.id)} loading={ending.isLoading && ending.originalArgs === session.id} aria-label={`Sign out ${session.device}`}>
                    Sign out
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap size={8}>
                    <span>{session.device}</span>
                    {session.current && <Tag color="gold">This device</Tag>}
                  </Space>
                }
                description={
                  <>
                    <div>Last active {formatDateTime(session.lastSeenAt)}</div>
                    <div>
                      Signed in {formatDateTime(session.createdAt)}
                      {session.ipAddress ? ` from ${session.ipAddress}` : ''}
                    </div>
                  </>
                }
              />
            </List.Item>
          )}
        />
        {/* Below the list, not in the card's header: on a phone the header has no room for both. */}
        <Button style={{ marginTop: 16 }} onClick={() => void endOthers()} disabled={others.length === 0} loading={endingOthers.isLoading}>
          Sign out of other devices
        </Button>
      </Card>
      {user && <DataCard user={user} />}
    </div>
  );
}
