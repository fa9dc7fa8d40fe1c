import { lazy } from 'react';
import {
  loadFantasyLayout,
  loadFantasyMainPage,
  loadFixturesPage,
  loadHomePage,
  loadStatsPage,
  loadTablePage,
} from './firstPages';

// Every page is its own chunk, so the home page loads only the shell and itself (DESIGN §7).
export const HomePage = lazy(loadHomePage);
export const FixturesPage = lazy(loadFixturesPage);
export const TablePage = lazy(loadTablePage);
export const StatsPage = lazy(loadStatsPage);
export const NewsArchivePage = lazy(() => import('../pages/public/NewsArchivePage'));
export const AboutPage = lazy(() => import('../pages/public/AboutPage'));
export const HistoryPage = lazy(() => import('../pages/public/HistoryPage'));
export const ShopPage = lazy(() => import('../pages/public/ShopPage'));
export const BikerBoyzPage = lazy(() => import('../pages/public/BikerBoyzPage'));
export const GrasrotandelenPage = lazy(() => import('../pages/public/GrasrotandelenPage'));
export const FluggerandelenPage = lazy(() => import('../pages/public/FluggerandelenPage'));
export const LegendsPage = lazy(() => import('../pages/public/LegendsPage'));
export const ElevenAsidePage = lazy(() => import('../pages/public/ElevenAsidePage'));
export const ArticlePage = lazy(() => import('../pages/public/ArticlePage'));
export const MatchPage = lazy(() => import('../pages/public/MatchPage'));
export const LoginPage = lazy(() => import('../pages/public/LoginPage'));
export const UnsubscribeEmailPage = lazy(() => import('../pages/public/UnsubscribeEmailPage'));
export const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

export const FantasyEntryPage = lazy(() => import('../pages/fantasy/FantasyEntryPage'));
export const FantasyLayout = lazy(loadFantasyLayout);
export const FantasyMainPage = lazy(loadFantasyMainPage);
export const FantasyPointsPage = lazy(() => import('../pages/fantasy/FantasyPointsPage'));
export const FantasyTeamPage = lazy(() => import('../pages/fantasy/FantasyTeamPage'));
export const FantasyLeaguePage = lazy(() => import('../pages/fantasy/FantasyLeaguePage'));
export const FantasyStatsPage = lazy(() => import('../pages/fantasy/FantasyStatsPage'));
export const FantasyFixturesPage = lazy(() => import('../pages/fantasy/FantasyFixturesPage'));
export const FantasyProfilePage = lazy(() => import('../pages/fantasy/FantasyProfilePage'));
export const FantasyRulesPage = lazy(() => import('../pages/fantasy/FantasyRulesPage'));
export const FantasyAvailabilityPage = lazy(() => import('../pages/fantasy/FantasyAvailabilityPage'));
export const FantasyChooseItemsPage = lazy(() => import('../pages/fantasy/FantasyChooseItemsPage'));

export const AdminLayout = lazy(() => import('../features/admin/AdminLayout'));
export const AdminHomePage = lazy(() => import('../pages/admin/AdminHomePage'));
export const EditStatsPage = lazy(() => import('../pages/admin/EditStatsPage'));
export const EditMatchSchedulePage = lazy(() => import('../pages/admin/EditMatchSchedulePage'));
export const NewArticlePage = lazy(() => import('../pages/admin/NewArticlePage'));
export const EditArticleListPage = lazy(() => import('../pages/admin/EditArticleListPage'));
export const EditArticlePage = lazy(() => import('../pages/admin/EditArticlePage'));
export const EditAboutPage = lazy(() => import('../pages/admin/EditAboutPage'));
export const AuditLogPage = lazy(() => import('../pages/admin/AuditLogPage'));
export const EditTablePage = lazy(() => import('../pages/admin/EditTablePage'));
export const EditHistoryPage = lazy(() => import('../pages/admin/EditHistoryPage'));
export const LiveEntryPage = lazy(() => import('../pages/admin/LiveEntryPage'));
export const SquadPage = lazy(() => import('../pages/admin/SquadPage'));
