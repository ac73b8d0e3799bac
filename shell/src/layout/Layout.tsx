import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PlayerBar } from '@btb/shared-player';
import { Toaster } from '@btb/shared-ui';
import { Footer } from './Footer';
import { Nav } from './Nav';

/** Bottom padding keeps the fixed player bar from covering the end of the page. */
const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  padding-bottom: ${({ theme }) => theme.playerBarHeight};
  > div {
    flex: 1;
  }
`;

export function Layout() {
  return (
    <Frame>
      <Nav />
      <div>
        <Outlet />
      </div>
      <Footer />
      <PlayerBar />
      <Toaster />
    </Frame>
  );
}
