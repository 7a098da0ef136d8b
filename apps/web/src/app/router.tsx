import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { GuestOnlyRoute } from '../features/auth/components/guest-only-route';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';

// One chunk per screen (route-level code splitting): `/` loads only the shell and the home screen.
// Declarative routes rather than the data router keep the entry chunk small (ADR 0008).
const HomePage = lazy(() => import('../routes/home').then((m) => ({ default: m.HomePage })));
const CoursesPage = lazy(() =>
  import('../routes/courses').then((m) => ({ default: m.CoursesPage })),
);
const CourseDetailPage = lazy(() =>
  import('../routes/course-detail').then((m) => ({ default: m.CourseDetailPage })),
);
const LoginPage = lazy(() => import('../routes/login').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../routes/register').then((m) => ({ default: m.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../routes/forgot-password').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../routes/reset-password').then((m) => ({ default: m.ResetPasswordPage })),
);
const ContactPage = lazy(() =>
  import('../routes/contact').then((m) => ({ default: m.ContactPage })),
);
const AboutPage = lazy(() => import('../routes/about').then((m) => ({ default: m.AboutPage })));
const ServicesPage = lazy(() =>
  import('../routes/services').then((m) => ({ default: m.ServicesPage })),
);
const TermsPage = lazy(() => import('../routes/terms').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() =>
  import('../routes/privacy').then((m) => ({ default: m.PrivacyPage })),
);
const AdiTrainingPage = lazy(() =>
  import('../routes/adi-training').then((m) => ({ default: m.AdiTrainingPage })),
);
const TheoryPracticePage = lazy(() =>
  import('../routes/theory-practice').then((m) => ({ default: m.TheoryPracticePage })),
);
const TheoryLearnerPage = lazy(() =>
  import('../routes/theory-learner').then((m) => ({ default: m.TheoryLearnerPage })),
);
const TheoryAdiPage = lazy(() =>
  import('../routes/theory-adi').then((m) => ({ default: m.TheoryAdiPage })),
);
const TheoryCaseStudiesPage = lazy(() =>
  import('../routes/theory-case-studies').then((m) => ({ default: m.TheoryCaseStudiesPage })),
);
const DashboardPage = lazy(() =>
  import('../routes/dashboard').then((m) => ({ default: m.DashboardPage })),
);
const DashboardPracticePage = lazy(() =>
  import('../routes/dashboard-practice').then((m) => ({ default: m.DashboardPracticePage })),
);
const DashboardProgressPage = lazy(() =>
  import('../routes/dashboard-progress').then((m) => ({ default: m.DashboardProgressPage })),
);
const DashboardMockExamsPage = lazy(() =>
  import('../routes/dashboard-mock-exams').then((m) => ({ default: m.DashboardMockExamsPage })),
);
const DashboardSettingsPage = lazy(() =>
  import('../routes/dashboard-settings').then((m) => ({ default: m.DashboardSettingsPage })),
);
const DashboardUploadCoursePage = lazy(() =>
  import('../routes/dashboard-upload-course').then((m) => ({
    default: m.DashboardUploadCoursePage,
  })),
);
const NotFoundPage = lazy(() =>
  import('../routes/not-found').then((m) => ({ default: m.NotFoundPage })),
);

/** The SPEC's route table (section 2), each route inside its layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="courses" element={<CoursesPage />} />
        <Route path="courses/:id" element={<CourseDetailPage />} />
        <Route element={<GuestOnlyRoute />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
        </Route>
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route element={<ProtectedRoute />}>
          <Route path="adi-training" element={<AdiTrainingPage />} />
          <Route path="theory-practice" element={<TheoryPracticePage />} />
          <Route path="theory" element={<Navigate to="/theory/learner" replace />} />
          <Route path="theory/learner" element={<TheoryLearnerPage />} />
          <Route path="theory/adi" element={<TheoryAdiPage />} />
          <Route path="theory/case-studies" element={<TheoryCaseStudiesPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="dashboard" element={<DashboardLayout />}>
        <Route element={<ProtectedRoute />}>
          <Route index element={<DashboardPage />} />
          <Route path="practice" element={<DashboardPracticePage />} />
          <Route path="progress" element={<DashboardProgressPage />} />
          <Route path="mock-exams" element={<DashboardMockExamsPage />} />
          <Route path="settings" element={<DashboardSettingsPage />} />
          <Route path="upload-course" element={<DashboardUploadCoursePage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
