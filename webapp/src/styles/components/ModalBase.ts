import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
