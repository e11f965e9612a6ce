"""WTForms for logging in, registering and inviting (Flask-WTF adds the CSRF token)."""
from flask_wtf import FlaskForm
from wtforms import BooleanField, PasswordField, SelectField, StringField
from wtforms.fields.choices import SelectChoice
from wtforms.validators import DataRequired, EqualTo, Length, Regexp

NAME_RULE = Regexp(r"^[\w.\- ]+$", message="letters, digits, spaces, dots, dashes and underscores only")


class LoginForm(FlaskForm):
    name = StringField("Name", validators=[DataRequired(), Length(max=80)])
    password = PasswordField("Password", validators=[DataRequired()])
    remember = BooleanField("Remember me on this device")


class RegisterForm(FlaskForm):
    name = StringField("Name", validators=[DataRequired(), Length(min=2, max=80), NAME_RULE])
    password = PasswordField("Password", validators=[DataRequired(), Length(min=8, max=200)])
    confirm = PasswordField("Repeat password", validators=[EqualTo("password", message="the passwords differ")])


class InviteForm(FlaskForm):
    name = StringField("User name", validators=[DataRequired(), Length(max=80)])
    role = SelectField("Role", choices=[SelectChoice("player", "player"), SelectChoice("gm", "game master"),
                                        SelectChoice("viewer", "viewer")])


class TokenForm(FlaskForm):
    label = StringField("Label", validators=[Length(max=80)], default="api")
    days = SelectField("Valid for", choices=["until revoked", "7 days", "30 days", "90 days", "365 days"],
                       default="until revoked")
