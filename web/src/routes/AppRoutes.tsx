import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin, RequireAdminOrPoster, RequireLogin } from '../features/session/guards';
import * as page from './lazyPages';

/**
 * Every route of the three spec documents (000 §2, 001 §2, 002 §2.1). `shell` is
 * the layout around the pages; tests pass a bare outlet.
 */
export function AppRoutes({ shell }: { shell: ReactNode }) {
  return (
    <Routes>
      <Route element={shell}>
        <Route index element={<page.HomePage />} />
        <Route path="fixtures" element={<page.FixturesPage />} />
        <Route path="match/:matchID" element={<page.MatchPage />} />
        <Route path="table" element={<page.TablePage />} />
        <Route path="stats" element={<page.StatsPage />} />
        <Route path="newsArchive" element={<page.NewsArchivePage />} />
        <Route path="about" element={<page.AboutPage />} />
        <Route path="about/history" element={<page.HistoryPage />} />
        <Route path="shop" element={<page.ShopPage />} />
        <Route path="bikerboyz" element={<page.BikerBoyzPage />} />
        <Route path="grasrotandelen" element={<page.GrasrotandelenPage />} />
        <Route path="fluggerandelen" element={<page.FluggerandelenPage />} />
        <Route path="legends" element={<page.LegendsPage />} />
        <Route path="11aside" element={<page.ElevenAsidePage />} />
        <Route path="article/:postID" element={<page.ArticlePage />} />
        <Route path="login" element={<page.LoginPage />} />
        <Route path="epost/avmeld" element={<page.UnsubscribeEmailPage />} />

        <Route path="fantasy">
          <Route index element={<page.FantasyEntryPage />} />
          <Route element={<RequireLogin />}>
            <Route element={<page.FantasyLayout />}>
              <Route path="main" element={<page.FantasyMainPage />} />
              <Route path="points" element={<page.FantasyPointsPage />} />
              <Route path="team" element={<page.FantasyTeamPage />} />
              <Route path="league" element={<page.FantasyLeaguePage />} />
              <Route path="stats" element={<page.FantasyStatsPage />} />
              <Route path="fixtures" element={<page.FantasyFixturesPage />} />
              <Route path="profile" element={<page.FantasyProfilePage />} />
              <Route path="rules" element={<page.FantasyRulesPage />} />
              <Route path="chooseItems" element={<page.FantasyChooseItemsPage />} />
              <Route path="availability" element={<page.FantasyAvailabilityPage />} />
            </Route>
          </Route>
        </Route>

        <Route path="admin" element={<RequireAdminOrPoster />}>
          <Route element={<page.AdminLayout />}>
            <Route element={<RequireAdmin />}>
              <Route index element={<page.AdminHomePage />} />
              <Route path="editStats" element={<page.EditStatsPage />} />
              <Route path="editMatchSchedule" element={<page.EditMatchSchedulePage />} />
              <Route path="editTable" element={<page.EditTablePage />} />
              <Route path="editAbout" element={<page.EditAboutPage />} />
              <Route path="live" element={<page.LiveEntryPage />} />
              <Route path="live/:matchID" element={<page.LiveEntryPage />} />
              <Route path="log" element={<page.AuditLogPage />} />
              <Route path="squad" element={<page.SquadPage />} />
              <Route path="squad/:matchID" element={<page.SquadPage />} />
            </Route>
            <Route path="newArticle" element={<page.NewArticlePage />} />
            <Route path="editArticle" element={<page.EditArticleListPage />} />
            <Route path="editArticle/:postID" element={<page.EditArticlePage />} />
            <Route path="editHistory" element={<page.EditHistoryPage />} />
          </Route>
        </Route>

        <Route path="*" element={<page.NotFoundPage />} />
      </Route>
    </Routes>
  );
}
